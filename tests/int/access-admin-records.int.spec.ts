import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => import('../helpers/next-request'))

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { siteSession } from '../helpers/site-session'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** A new account of `roles` with a session signed in through the site's form. */
async function signedIn(roles: ('user' | 'vendor' | 'editor' | 'admin')[]) {
  const user = await createUser(payload, roles)
  return { user, token: await siteSession(user.email) }
}

const lockBody = (collection: 'tools' | 'users', id: number, userId: number) => ({
  document: { relationTo: collection, value: id },
  globalSlug: null,
  user: { relationTo: 'users', value: userId },
})
const locksOn = async (collection: 'tools' | 'users', id: number) =>
  (
    await payload.count({
      collection: 'payload-locked-documents',
      where: { and: [{ 'document.relationTo': { equals: collection } }, { 'document.value': { equals: id } }] },
      overrideAccess: true,
    })
  ).totalDocs
const preferencesOf = async (userId: number) =>
  (await payload.count({ collection: 'payload-preferences', where: { 'user.value': { equals: userId } }, overrideAccess: true })).totalDocs

describe("the admin's document locks are staff only", () => {
  it('a member can neither lock a tool or an account, nor read or delete the staff locks', async () => {
    // The admin first: the first account of an empty database becomes an admin.
    const admin = await signedIn(['admin'])
    const member = await signedIn(['user'])
    const tool = await createTool(payload)

    for (const [collection, id] of [
      ['tools', tool.id],
      ['users', admin.user.id],
    ] as const) {
      const response = await rest(payload, 'POST', '/payload-locked-documents', { token: member.token, body: lockBody(collection, id, member.user.id) })
      expect(response.status).toBe(403)
      expect(await locksOn(collection, id)).toBe(0)
    }

    const staffLock = await rest(payload, 'POST', '/payload-locked-documents', { token: admin.token, body: lockBody('tools', tool.id, admin.user.id) })
    expect(staffLock.status).toBe(201)
    const { doc } = (await staffLock.json()) as { doc: { id: number } }
    expect((await rest(payload, 'GET', '/payload-locked-documents', { token: member.token })).status).toBe(403)
    expect((await rest(payload, 'GET', `/payload-locked-documents/${doc.id}`, { token: member.token })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/payload-locked-documents/${doc.id}`, { token: member.token })).status).toBe(403)
    expect((await rest(payload, 'PATCH', `/payload-locked-documents/${doc.id}`, { token: member.token, body: { user: { relationTo: 'users', value: member.user.id } } })).status).toBe(403)
    expect(await payload.findByID({ collection: 'payload-locked-documents', id: doc.id, overrideAccess: true, depth: 0 })).toMatchObject({
      user: { relationTo: 'users', value: admin.user.id },
    })
  })

  it('an editor still locks a tool, edits it, sees the lock and releases it', async () => {
    const editor = await signedIn(['editor'])
    const tool = await createTool(payload)
    const lock = await rest(payload, 'POST', '/payload-locked-documents', { token: editor.token, body: lockBody('tools', tool.id, editor.user.id) })
    expect(lock.status).toBe(201)
    const { doc } = (await lock.json()) as { doc: { id: number } }
    const found = await rest(payload, 'GET', `/payload-locked-documents?where[document.value][equals]=${tool.id}&depth=0`, { token: editor.token })
    expect(((await found.json()) as { totalDocs: number }).totalDocs).toBe(1)
    expect((await rest(payload, 'DELETE', `/payload-locked-documents/${doc.id}`, { token: editor.token })).status).toBe(200)
    expect(await locksOn('tools', tool.id)).toBe(0)

    // Locked by the editor, the tool saves for the editor (the save releases the lock) and not for another.
    const other = await signedIn(['editor'])
    expect((await rest(payload, 'POST', '/payload-locked-documents', { token: editor.token, body: lockBody('tools', tool.id, editor.user.id) })).status).toBe(201)
    const blocked = await rest(payload, 'PATCH', `/tools/${tool.id}?overrideLock=false`, { token: other.token, body: { toolSummary: 'Edited over the lock.' } })
    expect(blocked.status).toBe(423)
    const edit = await rest(payload, 'PATCH', `/tools/${tool.id}?overrideLock=false`, { token: editor.token, body: { toolSummary: 'Edited while locked by me.' } })
    expect(edit.status).toBe(200)
    expect(await locksOn('tools', tool.id)).toBe(0)
  })
})

describe("the admin's preferences are staff only, each their own", () => {
  it('a member can neither write nor read preferences, nor delete staff ones', async () => {
    const member = await signedIn(['user'])
    const editor = await signedIn(['editor'])
    expect((await rest(payload, 'POST', '/payload-preferences/nav', { token: editor.token, body: { value: { open: true } } })).status).toBe(200)
    const [editorsPreference] = (
      await payload.find({ collection: 'payload-preferences', where: { 'user.value': { equals: editor.user.id } }, overrideAccess: true, depth: 0 })
    ).docs

    expect((await rest(payload, 'POST', '/payload-preferences/nav', { token: member.token, body: { value: { open: true } } })).status).toBe(403)
    expect((await rest(payload, 'POST', '/payload-preferences', { token: member.token, body: { key: 'nav', value: { open: true } } })).status).toBe(403)
    expect((await rest(payload, 'GET', '/payload-preferences/nav', { token: member.token })).status).toBe(403)
    expect((await rest(payload, 'GET', '/payload-preferences', { token: member.token })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/payload-preferences/${editorsPreference!.id}`, { token: member.token })).status).toBe(403)
    expect(await preferencesOf(member.user.id)).toBe(0)
    expect(await preferencesOf(editor.user.id)).toBe(1)
  })

  it("a staff member reads and writes their own preferences, never another's", async () => {
    const editor = await signedIn(['editor'])
    const admin = await signedIn(['admin'])
    expect((await rest(payload, 'POST', '/payload-preferences/nav', { token: admin.token, body: { value: { open: false } } })).status).toBe(200)
    expect((await rest(payload, 'POST', '/payload-preferences/nav', { token: editor.token, body: { value: { open: true } } })).status).toBe(200)
    const own = await rest(payload, 'GET', '/payload-preferences/nav', { token: editor.token })
    expect(((await own.json()) as { value: unknown }).value).toEqual({ open: true })
    const listed = (await (await rest(payload, 'GET', '/payload-preferences?depth=0', { token: editor.token })).json()) as { docs: { user: { value: number } }[] }
    expect(listed.docs.map((doc) => doc.user.value)).toEqual([editor.user.id])
  })

  it('a staff member deletes their own preference by its key, and only their own', async () => {
    const editor = await signedIn(['editor'])
    const admin = await signedIn(['admin'])
    for (const staff of [editor, admin]) {
      expect((await rest(payload, 'POST', '/payload-preferences/columns', { token: staff.token, body: { value: ['name'] } })).status).toBe(200)
    }
    const deleted = await rest(payload, 'DELETE', '/payload-preferences/columns', { token: editor.token })
    expect(deleted.status).toBe(200)
    expect((await rest(payload, 'GET', '/payload-preferences/columns', { token: editor.token })).status).toBe(200)
    expect(await preferencesOf(editor.user.id)).toBe(0)
    expect(await preferencesOf(admin.user.id)).toBe(1)
    expect((await rest(payload, 'DELETE', '/payload-preferences/columns', { token: editor.token })).status).toBe(404)
  })
})
