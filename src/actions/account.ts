'use server'

import { cookies, headers } from 'next/headers'
import { createLocalReq, type Payload } from 'payload'

import {
  accountDeletionSchema,
  emailChangeSchema,
  passwordChangeSchema,
  passwordMatches,
  profileSchema,
} from '@/domains/accounts'
import { releaseVendorRequests, vendorDeletionRefusal } from '@/domains/vendors'
import type { User } from '@/payload-types'
import { validationIssues } from '@/platform/database/payload-errors'
import { inTransaction } from '@/platform/database/transaction'
import { refusal, signInGuard } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

type AccountCode = 'unauthenticated' | 'invalid' | 'rate_limited' | 'wrong_password' | 'refused' | 'error'
type Result<T = null> = ActionResult<T, AccountCode>

const INVALID_FORM = 'Please correct the highlighted fields.'
const UNEXPECTED = 'Something went wrong. Please try again.'
const SIGNED_OUT: Result<never> = { ok: false, code: 'unauthenticated', error: 'Your session has ended. Please sign in again.' }
const WRONG_PASSWORD = 'Your current password is not correct.'

/**
 * The signed-in user of this request, once the account-change limit for the client's address
 * allows another attempt; or the result to return instead.
 */
type SignedIn = { payload: Payload; user: User & { collection: 'users' }; ip: string }
type Caller = { refused: Result<never> } | SignedIn

async function signedInCaller(): Promise<Caller> {
  const ip = clientIp(await headers())
  const limited = await refusal('accountChange', ip)
  if (limited) return { refused: { ok: false, code: 'rate_limited', error: limited } }
  const { payload, user } = await currentUser()
  if (!user) return { refused: SIGNED_OUT }
  return { payload, user: { ...user, collection: 'users' }, ip }
}

/** Name and company, written as the user (Payload's row rule: only their own). */
export async function updateProfile(input: unknown): Promise<Result<{ name: string | null; companyName: string | null }>> {
  const parsed = profileSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const caller = await signedInCaller()
  if ('refused' in caller) return caller.refused
  const { payload, user } = caller
  try {
    const saved = await payload.update({ collection: 'users', id: user.id, data: parsed.data, user, overrideAccess: false })
    return { ok: true, data: { name: saved.name ?? null, companyName: saved.companyName ?? null } }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'profile update failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
}

/**
 * Asks for a new sign-in address, given the current password (checked and counted as for a
 * password change): the Users hooks keep the current address, record the new one as pending and
 * mail it a confirmation link (docs/accounts.md, "E-mail change").
 */
export async function requestEmailChange(input: unknown): Promise<Result<{ pendingEmail: string }>> {
  const parsed = emailChangeSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const caller = await signedInCaller()
  if ('refused' in caller) return caller.refused
  const { payload, user } = caller
  const { email, currentPassword } = parsed.data
  if (email === user.email) {
    return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: { email: 'This is already your email address.' } }
  }
  try {
    const refused = await updateOwnAccount(caller, currentPassword, { email })
    return refused ?? { ok: true, data: { pendingEmail: email } }
  } catch (error) {
    const taken = validationIssues(error)?.find((issue) => issue.path === 'email')
    if (taken) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: { email: taken.message } }
    payload.logger.error({ err: error, msg: 'email change request failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
}

/**
 * A new password, given the current one. Payload's update then ends every other session of the
 * account and keeps this one (docs/accounts.md). A wrong current password counts towards the
 * account's sign-in back-off, so this form is no way around it.
 */
export async function changePassword(input: unknown): Promise<Result> {
  const parsed = passwordChangeSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const caller = await signedInCaller()
  if ('refused' in caller) return caller.refused
  const { currentPassword, newPassword } = parsed.data
  try {
    return (await updateOwnAccount(caller, currentPassword, { password: newPassword })) ?? { ok: true, data: null }
  } catch (error) {
    caller.payload.logger.error({ err: error, msg: 'password change failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
}

/**
 * Writes `data` to the caller's own account once `currentPassword` is theirs, checked in the same
 * transaction and counted as a sign-in: the account's back-off refuses first, a wrong password
 * counts towards it. Null once written, otherwise the refusal to return; a failed write throws.
 */
async function updateOwnAccount({ payload, user, ip }: SignedIn, currentPassword: string, data: { email: string } | { password: string }): Promise<Result<never> | null> {
  const backedOff = await signInGuard.refusal(user.email, ip)
  if (backedOff) return { ok: false, code: 'rate_limited', error: backedOff }
  const changed = await inTransaction(
    payload,
    async (req) => {
      if (!(await passwordMatches(payload, req, user.email, currentPassword))) return false
      await payload.update({ collection: 'users', id: user.id, data, req, user, overrideAccess: false })
      return true
    },
    await createLocalReq({ user }, payload),
  )
  if (!changed) return wrongPassword(user.email, ip, 'currentPassword')
  await signInGuard.succeeded(user.email, ip)
  return null
}

async function wrongPassword(email: string, ip: string, field: string): Promise<Result<never>> {
  await signInGuard.failed(email, ip)
  return { ok: false, code: 'wrong_password', error: WRONG_PASSWORD, fieldErrors: { [field]: WRONG_PASSWORD } }
}

/**
 * Deletes the account and what it owns, in one transaction: its upvotes (the tools' counts follow), its saved tools, follows and digest records,
 * its reviews and helpful marks (with the marks and reports on its reviews),
 * its newsletter subscription, its vendor requests that never billed (billed ones stay as records,
 * unlinked), then the account and its sessions. Refused while a paid placement still runs
 * (vendorDeletionRefusal says what to do). Needs the password and the typed confirmation.
 */
export async function deleteAccount(input: unknown): Promise<Result> {
  const parsed = accountDeletionSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const caller = await signedInCaller()
  if ('refused' in caller) return caller.refused
  const { payload, user, ip } = caller
  const backedOff = await signInGuard.refusal(user.email, ip)
  if (backedOff) return { ok: false, code: 'rate_limited', error: backedOff }
  try {
    const outcome = await inTransaction(
      payload,
      async (req): Promise<'deleted' | 'wrong_password' | { refused: string }> => {
        if (!(await passwordMatches(payload, req, user.email, parsed.data.password))) return 'wrong_password'
        const refused = await vendorDeletionRefusal(payload, req, user.id)
        if (refused) return { refused }
        await releaseVendorRequests(payload, req, user.id)
        await payload.delete({ collection: 'upvotes', where: { user: { equals: user.id } }, req, user, overrideAccess: false })
        await payload.delete({ collection: 'saved-tools', where: { user: { equals: user.id } }, req, user, overrideAccess: false })
        await payload.delete({ collection: 'follows', where: { user: { equals: user.id } }, req, user, overrideAccess: false })
        await payload.delete({ collection: 'follow-digest-items', where: { user: { equals: user.id } }, req, overrideAccess: true })
        await payload.delete({ collection: 'review-votes', where: { user: { equals: user.id } }, req, user, overrideAccess: false })
        // A review's author is not a queryable path for non-staff (its field is read by staff and the author's own row only).
        await payload.delete({ collection: 'reviews', where: { user: { equals: user.id } }, req, overrideAccess: true })
        await payload.delete({ collection: 'subscribers', where: { email: { equals: user.email } }, req, overrideAccess: true })
        // Claims are the user's; an owner's decided edits stay with the tool's history, without the account.
        await payload.delete({ collection: 'claims', where: { claimant: { equals: user.id } }, req, overrideAccess: true })
        await payload.update({ collection: 'change-proposals', where: { proposedBy: { equals: user.id } }, data: { proposedBy: null }, req, overrideAccess: true })
        await payload.update({ collection: 'reports', where: { reportedBy: { equals: user.id } }, data: { email: null }, req, overrideAccess: true })
        await payload.delete({ collection: 'users', id: user.id, req, overrideAccess: true })
        return 'deleted'
      },
      await createLocalReq({ user }, payload),
    )
    if (outcome === 'wrong_password') return wrongPassword(user.email, ip, 'password')
    if (outcome !== 'deleted') return { ok: false, code: 'refused', error: outcome.refused }
    ;(await cookies()).delete(`${payload.config.cookiePrefix}-token`)
    return { ok: true, data: null }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'account deletion failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
}
