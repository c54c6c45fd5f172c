import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => import('../helpers/next-request'))


import { createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { rest, sessionEmail } from '../helpers/rest'
import { siteSession } from '../helpers/site-session'

const PASSWORD = 'correct-horse-battery'
const NEW_PASSWORD = 'a-brand-new-password'
const NEEDED = 'Your current password is needed for this change: change it on your account page (/account).'
const WRONG = 'Your current password is not correct.'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** A session of `email`, signed in through the site's form; its cookie's token. */
const row = (id: number) => payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true })
/** What a password or address change would alter, to check that a refusal altered none of it. */
const credentials = async (id: number) => {
  const { email, pendingEmail, sessions } = await row(id)
  const { hash } = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as unknown as { hash: string }
  return { email, pendingEmail, hash, sessions: sessions?.map((session) => session.id) }
}
const errorText = async (response: Response) => JSON.stringify(await response.json())

describe('through the API, a session alone cannot change its own password or sign-in address', { timeout: 120_000 }, () => {
  it('refuses a password or address change without the current password, or with a wrong one, and changes nothing', async () => {
    const user = await createUser(payload)
    const stolen = await siteSession(user.email)
    const owners = await siteSession(user.email)
    const before = await credentials(user.id)

    const attempts = [
      [{ password: NEW_PASSWORD }, NEEDED],
      [{ email: `taken-over-${randomUUID()}@example.test` }, NEEDED],
      [{ password: NEW_PASSWORD, currentPassword: '' }, NEEDED],
      [{ password: NEW_PASSWORD, currentPassword: 'a-guess' }, WRONG],
      [{ email: `taken-over-${randomUUID()}@example.test`, currentPassword: 'a-guess' }, WRONG],
    ] as const
    for (const [body, message] of attempts) {
      const response = await rest(payload, 'PATCH', `/users/${user.id}`, { token: stolen, body })
      expect(response.status).toBe(400)
      expect(await errorText(response)).toContain(message)
    }
    // The bulk form of the update is held to the same rule.
    const bulk = await rest(payload, 'PATCH', `/users?where[id][equals]=${user.id}`, { token: stolen, body: { password: NEW_PASSWORD } })
    expect(bulk.status).toBe(400)
    expect(await errorText(bulk)).toContain('The following field is invalid: password')

    expect(await credentials(user.id)).toEqual(before)
    expect(await sessionEmail(payload, owners)).toBe(user.email)
    // Other fields still save without it.
    expect((await rest(payload, 'PATCH', `/users/${user.id}`, { token: stolen, body: { name: 'Renamed', email: user.email.toUpperCase() } })).status).toBe(200)
  })

  it('counts wrong current passwords towards the account back-off, as sign-in does', async () => {
    const user = await createUser(payload)
    const token = await siteSession(user.email)
    const answers: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await rest(payload, 'PATCH', `/users/${user.id}`, { token, body: { password: NEW_PASSWORD, currentPassword: `guess-${attempt}` } })
      answers.push(response.status)
    }
    // Six wrong ones are answered; after them the account waits, the right password included.
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 429])
    expect((await rest(payload, 'PATCH', `/users/${user.id}`, { token, body: { password: NEW_PASSWORD, currentPassword: PASSWORD } })).status).toBe(429)
  })

  it('changes the password given the current one: other sessions end, this one stays', async () => {
    const user = await createUser(payload)
    const token = await siteSession(user.email)
    const other = await siteSession(user.email)
    const response = await rest(payload, 'PATCH', `/users/${user.id}`, { token, body: { password: NEW_PASSWORD, currentPassword: PASSWORD } })
    expect(response.status).toBe(200)
    expect(await errorText(response)).not.toContain(PASSWORD)
    expect(await sessionEmail(payload, token)).toBe(user.email)
    expect(await sessionEmail(payload, other)).toBeNull()
    await siteSession(user.email, NEW_PASSWORD)
  })

  it('records a new address as pending given the current password', async () => {
    const user = await createUser(payload)
    const token = await siteSession(user.email)
    const next = `moved-${randomUUID()}@example.test`
    expect((await rest(payload, 'PATCH', `/users/${user.id}`, { token, body: { email: next, currentPassword: PASSWORD } })).status).toBe(200)
    expect(await row(user.id)).toMatchObject({ email: user.email, pendingEmail: next })
  })

  it("holds an admin to it for their own account; another account's password is a staff action that ends its sessions", async () => {
    const admin = await createUser(payload, ['admin'])
    const user = await createUser(payload)
    const token = await siteSession(admin.email)
    const users = await siteSession(user.email)

    const own = await rest(payload, 'PATCH', `/users/${admin.id}`, { token, body: { password: NEW_PASSWORD } })
    expect(own.status).toBe(400)
    expect(await errorText(own)).toContain(NEEDED)

    expect((await rest(payload, 'PATCH', `/users/${user.id}`, { token, body: { password: NEW_PASSWORD } })).status).toBe(200)
    expect(await sessionEmail(payload, users)).toBeNull()
    await siteSession(user.email, NEW_PASSWORD)
  })
})
