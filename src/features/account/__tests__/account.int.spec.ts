import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => import('@tests/helpers/next-request'))

import { changePassword } from '@/features/account/change-password'
import { deleteAccount } from '@/features/account/delete-account'
import { requestEmailChange } from '@/features/account/request-email-change'
import { updateProfile } from '@/features/account/update-profile'
import { signIn } from '@/features/auth/sign-in'
import { setUpvote } from '@/features/upvotes/set-upvote'
import { createTool, createUser } from '@tests/helpers/factories'
import { asVisitor, newVisitor } from '@tests/helpers/next-request'
import { testPayload } from '@tests/helpers/payload'
import { rest, sessionEmail } from '@tests/helpers/rest'

const PASSWORD = 'correct-horse-battery'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

type Browser = ReturnType<typeof newVisitor>

/** A new account signed in through the site's form in a browser of its own. */
async function signedInUser(roles: ('user' | 'vendor')[] = ['user']) {
  const user = await createUser(payload, roles)
  const browser = newVisitor()
  expect((await asVisitor(browser, () => signIn({ email: user.email, password: PASSWORD }))).ok).toBe(true)
  return { user, browser, as: <T>(run: () => Promise<T>) => asVisitor(browser, run) }
}

const row = (id: number) => payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true, disableErrors: true })
const token = (browser: Browser) => browser.cookies.get('payload-token')

describe('profile', () => {
  it('saves name and company as the signed-in user, and only theirs', async () => {
    const { user, as } = await signedInUser()
    const other = await createUser(payload)
    const result = await as(() => updateProfile({ name: '  Ada Lovelace ', companyName: 'Analytical Hiring' }))
    expect(result).toEqual({ ok: true, data: { name: 'Ada Lovelace', companyName: 'Analytical Hiring' } })
    expect(await row(user.id)).toMatchObject({ name: 'Ada Lovelace', companyName: 'Analytical Hiring' })
    expect((await row(other.id))?.name).toBeFalsy()

    // Emptied fields are cleared, not kept.
    expect(await as(() => updateProfile({ name: '', companyName: '' }))).toEqual({ ok: true, data: { name: null, companyName: null } })
  })

  it('refuses bad input with a message per field and changes nothing', async () => {
    const { user, as } = await signedInUser()
    const result = await as(() => updateProfile({ name: 'x'.repeat(121), companyName: 42 }))
    expect(result).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { name: 'Name must be at most 120 characters', companyName: 'Company name must be text' } })
    expect((await row(user.id))?.name).toBeFalsy()
  })

  it('refuses a signed-out caller', async () => {
    const result = await asVisitor(newVisitor(), () => updateProfile({ name: 'Nobody' }))
    expect(result).toMatchObject({ ok: false, code: 'unauthenticated' })
  })

  it("a user can neither read nor change another's account through the API", async () => {
    const { browser } = await signedInUser()
    const other = await createUser(payload)
    expect((await rest(payload, 'GET', `/users/${other.id}`, { token: token(browser) })).status).toBe(404)
    expect((await rest(payload, 'PATCH', `/users/${other.id}`, { token: token(browser), body: { name: 'Hijacked' } })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/users/${other.id}`, { token: token(browser) })).status).toBe(403)
    expect(await row(other.id)).toMatchObject({ email: other.email })
    expect((await row(other.id))?.name).toBeFalsy()
  })
})

describe('email change', () => {
  it('keeps the current address and records the new one as pending until confirmed', async () => {
    const { user, as } = await signedInUser()
    const next = `new-${randomUUID()}@example.test`
    expect(await as(() => requestEmailChange({ email: ` ${next.toUpperCase()} `, currentPassword: PASSWORD }))).toEqual({ ok: true, data: { pendingEmail: next } })
    expect(await row(user.id)).toMatchObject({ email: user.email, pendingEmail: next })
  })

  it('needs the current password: a session alone cannot move the account to another address', async () => {
    const { user, as } = await signedInUser()
    const next = `new-${randomUUID()}@example.test`
    expect(await as(() => requestEmailChange({ email: next }))).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { currentPassword: 'Enter your current password' } })
    expect(await as(() => requestEmailChange({ email: next, currentPassword: 'not-the-password' }))).toMatchObject({
      ok: false,
      code: 'wrong_password',
      fieldErrors: { currentPassword: 'Your current password is not correct.' },
    })
    expect((await row(user.id))?.pendingEmail).toBeFalsy()
  })

  it('refuses its own address, an address of another account and a malformed one', async () => {
    const { user, as } = await signedInUser()
    const other = await createUser(payload)
    expect(await as(() => requestEmailChange({ email: user.email, currentPassword: PASSWORD }))).toMatchObject({ ok: false, fieldErrors: { email: 'This is already your email address.' } })
    expect(await as(() => requestEmailChange({ email: other.email, currentPassword: PASSWORD }))).toMatchObject({
      ok: false,
      fieldErrors: { email: 'This email address belongs to another account.' },
    })
    expect(await as(() => requestEmailChange({ email: 'not-an-address', currentPassword: PASSWORD }))).toMatchObject({ ok: false, fieldErrors: { email: 'Please enter a valid email address' } })
    expect((await row(user.id))?.pendingEmail).toBeFalsy()
  })
})

describe('password change', { timeout: 120_000 }, () => {
  it('needs the current password; then ends every other session and keeps this one', async () => {
    const { user, browser, as } = await signedInUser()
    const phone = newVisitor()
    await asVisitor(phone, () => signIn({ email: user.email, password: PASSWORD }))

    const wrong = await as(() => changePassword({ currentPassword: 'not-the-password', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }))
    expect(wrong).toMatchObject({ ok: false, code: 'wrong_password', fieldErrors: { currentPassword: 'Your current password is not correct.' } })
    expect(await sessionEmail(payload, token(phone))).toBe(user.email)

    const mismatch = await as(() => changePassword({ currentPassword: PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'other-new-pass' }))
    expect(mismatch).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { confirmPassword: 'The two new passwords differ' } })

    const changed = await as(() => changePassword({ currentPassword: PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }))
    expect(changed).toEqual({ ok: true, data: null })
    expect(await sessionEmail(payload, token(browser))).toBe(user.email)
    expect(await sessionEmail(payload, token(phone))).toBeNull()
    // The check signed in once inside the change; that session went with the others.
    expect((await row(user.id))?.sessions).toHaveLength(1)

    const old = await asVisitor(newVisitor(), () => signIn({ email: user.email, password: PASSWORD }))
    expect(old).toMatchObject({ ok: false, code: 'invalid_credentials' })
    expect(await asVisitor(newVisitor(), () => signIn({ email: user.email, password: 'brand-new-pass' }))).toMatchObject({ ok: true })
  })

  it('refuses a signed-out caller', async () => {
    const result = await asVisitor(newVisitor(), () => changePassword({ currentPassword: PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }))
    expect(result).toMatchObject({ ok: false, code: 'unauthenticated' })
  })
})

/** Rows a vendor account may own, one per state that matters at deletion. */
async function ownedRequests(userId: number) {
  const base = { website: 'https://example.test', description: 'A tool.', audience: 'recruiters' as const, features: 'One', contactEmail: 'v@example.test', billingMode: 'manual' as const, reviewStatus: 'pending' as const, user: userId }
  const options = { overrideAccess: true, context: { seedWrite: true } } as const
  const pending = await payload.create({ collection: 'submissions', data: { ...base, name: 'Pending tool' }, ...options })
  const approved = await payload.create({
    collection: 'submissions',
    data: { ...base, name: 'Approved tool', reviewStatus: 'approved', chargeStatus: 'invoiced' },
    ...options,
  })
  const sponsorship = (status: 'pending_review' | 'cancelled' | 'active') =>
    payload.create({
      collection: 'sponsorships',
      data: { toolName: `Placement ${status}`, toolUrl: 'https://example.test', category: 'Sourcing', description: 'x'.repeat(40), contactEmail: 'v@example.test', plan: 'basic', billingMode: 'manual', status, user: userId },
      ...options,
    })
  return { pending, approved, unbilled: await sponsorship('pending_review'), ended: await sponsorship('cancelled'), sponsorship }
}

describe('account deletion', { timeout: 120_000 }, () => {
  it('removes the account and what it owns, keeps billing records unlinked, and touches nobody else', async () => {
    const { user, browser, as } = await signedInUser(['vendor'])
    const other = await signedInUser()
    const tool = await createTool(payload)
    await as(() => setUpvote({ toolId: tool.id, upvoted: true }))
    await other.as(() => setUpvote({ toolId: tool.id, upvoted: true }))
    const subscriber = (email: string) => payload.create({ collection: 'subscribers', data: { email, status: 'subscribed', unsubscribeToken: randomUUID() }, overrideAccess: true })
    const [mine, theirs] = [await subscriber(user.email), await subscriber(other.user.email)]
    const owned = await ownedRequests(user.id)
    const othersRequest = await ownedRequests(other.user.id)

    expect(await as(() => deleteAccount({ password: PASSWORD, confirmation: 'DELETE' }))).toEqual({ ok: true, data: null })

    expect(await row(user.id)).toBeNull()
    expect(browser.cookies.has('payload-token')).toBe(false)
    const find = (collection: 'upvotes' | 'subscribers' | 'submissions' | 'sponsorships', id: number) =>
      payload.findByID({ collection, id, overrideAccess: true, disableErrors: true, depth: 0 })
    expect(await payload.count({ collection: 'upvotes', where: { tool: { equals: tool.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 1 })
    expect((await payload.findByID({ collection: 'tools', id: tool.id, overrideAccess: true })).upvoteCount).toBe(1)
    expect(await find('subscribers', mine.id)).toBeNull()
    expect(await find('subscribers', theirs.id)).not.toBeNull()
    expect(await find('submissions', owned.pending.id)).toBeNull()
    expect(await find('sponsorships', owned.unbilled.id)).toBeNull()
    expect(await find('submissions', owned.approved.id)).toMatchObject({ user: null, reviewStatus: 'approved' })
    expect(await find('sponsorships', owned.ended.id)).toMatchObject({ user: null, status: 'cancelled' })
    for (const [collection, id] of [
      ['submissions', othersRequest.pending.id],
      ['submissions', othersRequest.approved.id],
      ['sponsorships', othersRequest.unbilled.id],
    ] as const) {
      expect(await find(collection, id)).toMatchObject({ user: other.user.id })
    }
    expect(await row(other.user.id)).not.toBeNull()
  })

  it('is refused while a paid placement runs, saying what to do, and deletes nothing', async () => {
    const { user, as } = await signedInUser(['vendor'])
    const owned = await ownedRequests(user.id)
    await owned.sponsorship('active')
    const result = await as(() => deleteAccount({ password: PASSWORD, confirmation: 'DELETE' }))
    expect(result).toEqual({
      ok: false,
      code: 'refused',
      error: 'Your featured placement for Placement active is still running. Reply to its invoice to end it, then delete your account.',
    })
    expect(await row(user.id)).not.toBeNull()
    expect(await payload.count({ collection: 'submissions', where: { user: { equals: user.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 2 })
  })

  it('needs the password and the typed confirmation; a signed-out caller is refused', async () => {
    const { user, as } = await signedInUser()
    expect(await as(() => deleteAccount({ password: PASSWORD, confirmation: 'delete' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { confirmation: 'Type DELETE to confirm' },
    })
    expect(await as(() => deleteAccount({ password: 'wrong-password', confirmation: 'DELETE' }))).toMatchObject({
      ok: false,
      code: 'wrong_password',
      fieldErrors: { password: 'Your current password is not correct.' },
    })
    expect(await asVisitor(newVisitor(), () => deleteAccount({ password: PASSWORD, confirmation: 'DELETE' }))).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    })
    expect(await row(user.id)).not.toBeNull()
  })
})
