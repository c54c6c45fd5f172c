'use server'

import { cookies, headers } from 'next/headers'
import { generatePayloadCookie, type Payload } from 'payload'

import {
  CONFIRMED_EMAIL_CHANGE,
  forgotPasswordSchema,
  lockAccountForSignIn,
  mailPasswordReset,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyEmailMail,
} from '@/domains/accounts'
import { isPayloadApiError, loginRefusal, validationIssues } from '@/platform/database/payload-errors'
import { inTransaction } from '@/platform/database/transaction'
import { sendMail } from '@/platform/mail/send'
import { consume, refusal, retryAfterMs, signInGuard, signUpAddressMessage, type RateLimitBucket } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { isLinkToken } from '@/platform/validation/link-token'
import { payloadClient } from '@/server/payload-client'

export type SignInCode = 'invalid_credentials' | 'email_not_confirmed' | 'too_many_failures' | 'invalid' | 'rate_limited' | 'error'
export type SignUpCode = 'account_exists' | 'user_already_registered' | 'invalid' | 'rate_limited' | 'mail_failed' | 'error'

const INVALID_FORM = 'Please correct the highlighted fields.'
const UNEXPECTED = 'Something went wrong. Please try again.'

/** Counts an attempt; the words to show (what happened, when to retry) when this client is over `bucket`'s limit. */
async function limitRefusal(bucket: RateLimitBucket): Promise<string | null> {
  return refusal(bucket, clientIp(await headers()))
}

async function setSessionCookie(payload: Payload, token: string) {
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
    token,
  })
  const store = await cookies()
  store.set(cookie.name, token, {
    httpOnly: true,
    path: '/',
    secure: Boolean(cookie.secure),
    sameSite: 'lax',
    expires: cookie.expires ? new Date(cookie.expires) : undefined,
    domain: cookie.domain,
  })
}

/** Checks a password with the account's row locked (see lockAccountForSignIn). */
async function loginLocked(payload: Payload, data: { email: string; password: string }) {
  return inTransaction(payload, async (req) => {
    await lockAccountForSignIn(payload, req, data.email)
    return payload.login({ collection: 'users', data, req })
  })
}

/** Signs in with email and password; on success the session is Payload's HTTP-only cookie. */
export async function signIn(input: unknown): Promise<ActionResult<{ email: string }, SignInCode>> {
  const ip = clientIp(await headers())
  const limited = await refusal('signIn', ip)
  if (limited) return { ok: false, code: 'rate_limited', error: limited }
  const parsed = signInSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const { email } = parsed.data
  const backedOff = await signInGuard.refusal(email, ip)
  if (backedOff) return { ok: false, code: 'too_many_failures', error: backedOff }
  const payload = await payloadClient()
  try {
    const result = await loginLocked(payload, parsed.data)
    if (!result.token) return { ok: false, code: 'error', error: UNEXPECTED }
    await signInGuard.succeeded(email, ip)
    await setSessionCookie(payload, result.token)
    return { ok: true, data: { email } }
  } catch (error) {
    const refused = loginRefusal(error)
    if (refused === 'wrongCredentials') {
      await signInGuard.failed(email, ip)
      return { ok: false, code: 'invalid_credentials', error: 'Invalid login credentials' }
    }
    if (refused === 'unverified') return { ok: false, code: 'email_not_confirmed', error: 'Email not confirmed' }
    payload.logger.error({ err: error, msg: 'sign-in failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
}

/**
 * Creates an unverified account (vendor when a company name is given, otherwise user) and mails
 * the confirmation link once the account has committed, so a slow mail server holds no
 * transaction open (and no lock on the address). If the mail cannot be sent, the account is
 * deleted again so the address can sign up again.
 */
export async function signUp(input: unknown): Promise<ActionResult<{ email: string }, SignUpCode>> {
  const limited = await limitRefusal('signUp')
  if (limited) return { ok: false, code: 'rate_limited', error: limited }
  const parsed = signUpSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const { email, password, companyName } = parsed.data
  const address = email.toLowerCase()
  if (!(await consume('signUpAddress', address))) {
    return { ok: false, code: 'rate_limited', error: signUpAddressMessage(await retryAfterMs('signUpAddress', address)) }
  }
  const payload = await payloadClient()

  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (existing.totalDocs > 0) return { ok: false, code: 'account_exists', error: 'Account already exists' }

  let user: { id: number; _verificationToken?: string | null }
  try {
    user = await payload.create({
      collection: 'users',
      data: { email, password, companyName, roles: [companyName ? 'vendor' : 'user'] },
      overrideAccess: true,
      disableVerificationEmail: true,
      showHiddenFields: true,
      context: { publicSignUp: true },
    })
  } catch (error) {
    if (validationIssues(error)?.some((issue) => issue.path === 'email')) {
      return { ok: false, code: 'user_already_registered', error: 'User already registered' }
    }
    payload.logger.error({ err: error, msg: 'sign-up failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
  const token = user._verificationToken
  if (!token) return { ok: true, data: { email } }
  try {
    await sendMail(payload, email, verifyEmailMail(token))
  } catch (error) {
    payload.logger.error({ err: error, msg: 'verification mail could not be sent' })
    await payload
      .delete({ collection: 'users', id: user.id, overrideAccess: true })
      .catch((cleanup: unknown) => payload.logger.error({ err: cleanup, msg: 'unconfirmable account could not be removed' }))
    return { ok: false, code: 'mail_failed', error: "We couldn't send the confirmation email. Please try again in a moment." }
  }
  return { ok: true, data: { email } }
}

/**
 * Confirms an email address from the link in the verification mail. Only a POST (the button on
 * /auth/verify) calls this: a mail scanner that opens the link changes nothing.
 */
export async function verifyEmail(token: unknown): Promise<ActionResult<null, 'invalid_token'>> {
  if (!isLinkToken(token)) return { ok: false, code: 'invalid_token', error: 'This verification link is invalid.' }
  const payload = await payloadClient()
  try {
    await payload.verifyEmail({ collection: 'users', token })
    return { ok: true, data: null }
  } catch (error) {
    if (!isPayloadApiError(error)) payload.logger.error({ err: error, msg: 'email verification failed' })
    return { ok: false, code: 'invalid_token', error: 'This verification link is invalid or has already been used.' }
  }
}

/**
 * Moves an account to the new address its owner confirmed from the mail sent there (see the Users
 * hook deferEmailChange); until then the old address stays. POST only, like verifyEmail.
 */
export async function confirmEmailChange(token: unknown): Promise<ActionResult<{ email: string }, 'invalid_token' | 'email_taken' | 'error'>> {
  const invalid = { ok: false, code: 'invalid_token', error: 'This confirmation link is invalid, has expired or has already been used.' } as const
  if (!isLinkToken(token)) return invalid
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: { emailChangeToken: { equals: token }, emailChangeExpiration: { greater_than: new Date().toISOString() } },
    overrideAccess: true,
    showHiddenFields: true,
    limit: 1,
    depth: 0,
  })
  const user = docs[0]
  if (!user?.pendingEmail) return invalid
  try {
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { email: user.pendingEmail, pendingEmail: null, emailChangeToken: null, emailChangeExpiration: null },
      overrideAccess: true,
      context: { [CONFIRMED_EMAIL_CHANGE]: true },
    })
    return { ok: true, data: { email: user.pendingEmail } }
  } catch (error) {
    if (validationIssues(error)?.some((issue) => issue.path === 'email')) {
      return { ok: false, code: 'email_taken', error: 'This email address now belongs to another account.' }
    }
    payload.logger.error({ err: error, msg: 'email change confirmation failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
}

/** Mails a reset link when the address has an account; the answer is the same either way. */
export async function requestPasswordReset(input: unknown): Promise<ActionResult<null, 'invalid' | 'rate_limited' | 'error'>> {
  const limited = await limitRefusal('passwordReset')
  if (limited) return { ok: false, code: 'rate_limited', error: limited }
  const parsed = forgotPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const payload = await payloadClient()
  try {
    await mailPasswordReset(payload, parsed.data.email)
    return { ok: true, data: null }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'password reset request failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
}

/** Sets a new password from the token in the reset mail. */
export async function resetPassword(
  input: unknown,
): Promise<ActionResult<null, 'invalid' | 'invalid_token' | 'rate_limited' | 'error'>> {
  const limited = await limitRefusal('passwordReset')
  if (limited) return { ok: false, code: 'rate_limited', error: limited }
  const parsed = resetPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const payload = await payloadClient()
  try {
    const { user } = await payload.resetPassword({ collection: 'users', data: parsed.data, overrideAccess: true })
    // Whoever controls the mailbox owns the account: its sign-in back-offs start over.
    if (typeof user?.email === 'string') await signInGuard.succeeded(user.email, clientIp(await headers()))
    return { ok: true, data: null }
  } catch (error) {
    if (isPayloadApiError(error)) {
      return { ok: false, code: 'invalid_token', error: 'This reset link is invalid or has expired. Please request a new one.' }
    }
    payload.logger.error({ err: error, msg: 'password reset failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
}
