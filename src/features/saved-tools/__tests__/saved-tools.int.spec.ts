import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => import('@tests/helpers/next-request'))

import { GET as savedRoute } from '@/app/(frontend)/me/saved/route'
import { deleteAccount } from '@/features/account/delete-account'
import { savedToolCards } from '@/features/saved-tools'
import { setSaved } from '@/features/saved-tools/set-saved'
import { createTool, createUser } from '@tests/helpers/factories'
import { asVisitor, newVisitor } from '@tests/helpers/next-request'
import { testPayload } from '@tests/helpers/payload'
import { rest } from '@tests/helpers/rest'
import { siteSignIn } from '@tests/helpers/site-session'

const PASSWORD = 'correct-horse-battery'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

async function signedInUser() {
  const user = await createUser(payload)
  return { user, ...(await siteSignIn(user.email)) }
}

const rowsOf = (userId: number) => payload.count({ collection: 'saved-tools', where: { user: { equals: userId } }, overrideAccess: true })
const savedIds = async (token?: string) => {
  const response = await savedRoute(new Request('http://localhost/me/saved', { headers: { 'sec-fetch-site': 'same-origin', ...(token ? { cookie: `payload-token=${token}` } : {}) } }))
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return (await response.json()) as { signedIn: boolean; toolIds: number[] }
}

// Each test signs in several accounts (Payload's password hashing takes a while on a busy machine).
describe('saved tools', { timeout: 120_000 }, () => {
  it('saves once however often asked, lists newest first, and removes', async () => {
    const { user, token, as } = await signedInUser()
    const [first, second] = [await createTool(payload), await createTool(payload)]
    const results = await Promise.all(Array.from({ length: 5 }, () => as(() => setSaved({ toolId: first.id, saved: true }))))
    expect(results.every((result) => result.ok)).toBe(true)
    expect(await rowsOf(user.id)).toMatchObject({ totalDocs: 1 })
    await as(() => setSaved({ toolId: second.id, saved: true }))
    expect(await savedIds(token)).toEqual({ signedIn: true, toolIds: [second.id, first.id] })
    expect((await savedToolCards(payload, user)).map((card) => card.slug)).toEqual([second.slug, first.slug])

    expect(await as(() => setSaved({ toolId: first.id, saved: false }))).toEqual({ ok: true, data: { toolId: first.id, saved: false } })
    expect(await as(() => setSaved({ toolId: first.id, saved: false }))).toEqual({ ok: true, data: { toolId: first.id, saved: false } })
    expect(await savedIds(token)).toEqual({ signedIn: true, toolIds: [second.id] })
  })

  it('a user never reads or deletes the saved tools of another', async () => {
    const owner = await signedInUser()
    const stranger = await signedInUser()
    const tool = await createTool(payload)
    await owner.as(() => setSaved({ toolId: tool.id, saved: true }))
    const row = (await payload.find({ collection: 'saved-tools', where: { user: { equals: owner.user.id } }, overrideAccess: true })).docs[0]!

    expect(await savedIds(stranger.token)).toEqual({ signedIn: true, toolIds: [] })
    const list = (await (await rest(payload, 'GET', '/saved-tools', { token: stranger.token })).json()) as { totalDocs: number }
    expect(list.totalDocs).toBe(0)
    expect((await rest(payload, 'GET', `/saved-tools/${row.id}`, { token: stranger.token })).status).toBe(404)
    expect((await rest(payload, 'DELETE', `/saved-tools/${row.id}`, { token: stranger.token })).status).toBe(403)
    // Un-saving the same tool as the stranger touches only the stranger's (absent) row.
    await stranger.as(() => setSaved({ toolId: tool.id, saved: false }))
    // Naming another user as the owner through the API is refused.
    const forged = await rest(payload, 'POST', '/saved-tools', { token: stranger.token, body: { tool: tool.id, user: owner.user.id } })
    expect(forged.status).toBe(403)
    expect(await rowsOf(owner.user.id)).toMatchObject({ totalDocs: 1 })
    expect(await rowsOf(stranger.user.id)).toMatchObject({ totalDocs: 0 })
  })

  it('refuses a signed-out caller, bad input and unknown or unpublished tools, changing nothing', async () => {
    const tool = await createTool(payload)
    expect(await asVisitor(newVisitor(), () => setSaved({ toolId: tool.id, saved: true }))).toMatchObject({
      ok: false,
      code: 'unauthenticated',
      error: 'Please sign in to save tools',
    })
    expect(await savedIds()).toEqual({ signedIn: false, toolIds: [] })
    expect((await rest(payload, 'GET', '/saved-tools')).status).toBe(403)
    expect((await rest(payload, 'POST', '/saved-tools', { body: { tool: tool.id } })).status).toBe(403)

    const { user, as } = await signedInUser()
    expect(await as(() => setSaved({ toolId: 'x', saved: 'yes' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { toolId: 'A tool id is required', saved: 'Whether to save the tool is required' },
    })
    const draft = await createTool(payload, { _status: 'draft' })
    expect(await as(() => setSaved({ toolId: draft.id, saved: true }))).toMatchObject({ ok: false, code: 'not_found' })
    expect(await as(() => setSaved({ toolId: 2_000_000_000, saved: true }))).toMatchObject({ ok: false, code: 'not_found' })
    expect(await rowsOf(user.id)).toMatchObject({ totalDocs: 0 })
  })

  it("go with the account when it is deleted, and nobody else's do", async () => {
    const leaving = await signedInUser()
    const staying = await signedInUser()
    const tool = await createTool(payload)
    await leaving.as(() => setSaved({ toolId: tool.id, saved: true }))
    await staying.as(() => setSaved({ toolId: tool.id, saved: true }))
    expect(await leaving.as(() => deleteAccount({ password: PASSWORD, confirmation: 'DELETE' }))).toEqual({ ok: true, data: null })
    expect(await rowsOf(leaving.user.id)).toMatchObject({ totalDocs: 0 })
    expect(await rowsOf(staying.user.id)).toMatchObject({ totalDocs: 1 })
  })
})
