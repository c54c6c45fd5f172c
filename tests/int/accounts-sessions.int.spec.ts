import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => import('../helpers/next-request'))

import { createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { rest, sessionEmail, tokenFrom } from '../helpers/rest'
import { siteSession } from '../helpers/site-session'

const PASSWORD = 'correct-horse-battery'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('sessions are revoked on the server, so a copied token stops working', () => {
  it('signing out ends that session only', async () => {
    const { email } = await createUser(payload)
    const [laptop, phone] = [await siteSession(email), await siteSession(email)]
    const copied = laptop

    expect((await rest(payload, 'POST', '/users/logout', { token: laptop })).status).toBe(200)
    expect(await sessionEmail(payload, copied)).toBeNull()
    const me = await rest(payload, 'GET', '/users/me', { token: copied })
    expect((await me.json()) as unknown).toMatchObject({ user: null })
    expect(await sessionEmail(payload, phone)).toBe(email)
  })

  it('a password change ends every other session and keeps the one that made it', async () => {
    const { id, email } = await createUser(payload)
    const [laptop, phone] = [await siteSession(email), await siteSession(email)]
    const changed = await rest(payload, 'PATCH', `/users/${id}`, { token: laptop, body: { password: 'brand-new-password', currentPassword: PASSWORD } })
    expect(changed.status).toBe(200)
    expect(await sessionEmail(payload, phone)).toBeNull()
    expect(await sessionEmail(payload, laptop)).toBe(email)
    expect(await siteSession(email, 'brand-new-password')).toBeTruthy()
  })

  it('a password reset ends every session', async () => {
    const { email } = await createUser(payload)
    const [laptop, phone] = [await siteSession(email), await siteSession(email)]
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    await payload.resetPassword({ collection: 'users', data: { token, password: 'after-reset-pass' }, overrideAccess: true })
    expect(await sessionEmail(payload, laptop)).toBeNull()
    expect(await sessionEmail(payload, phone)).toBeNull()
  })

  it('keeps every session of REST sign-ins made at the same moment', async () => {
    const { email } = await createUser(payload)
    const logins = await Promise.all(
      Array.from({ length: 6 }, (_, n) => rest(payload, 'POST', '/users/login', { body: { email, password: PASSWORD }, ip: `192.0.2.${n + 10}` })),
    )
    expect(logins.map((response) => response.status)).toEqual(Array(6).fill(200))
    for (const response of logins) expect(await sessionEmail(payload, tokenFrom(response))).toBe(email)
    // A wrong password rolls its transaction back and leaves the row unlocked for the next one.
    expect((await rest(payload, 'POST', '/users/login', { body: { email, password: 'wrong-password' } })).status).toBe(401)
    expect((await rest(payload, 'POST', '/users/login', { body: { email, password: PASSWORD } })).status).toBe(200)
  })

  it("a signed-out token can't sign out again or act", async () => {
    const { id, email } = await createUser(payload)
    const token = await siteSession(email)
    await rest(payload, 'POST', '/users/logout', { token })
    expect((await rest(payload, 'POST', '/users/logout', { token })).status).toBe(400)
    expect((await rest(payload, 'PATCH', `/users/${id}`, { token, body: { name: 'Changed' } })).status).toBe(403)
    const row = await payload.findByID({ collection: 'users', id, overrideAccess: true })
    expect(row.name).toBeFalsy()
  })
})
