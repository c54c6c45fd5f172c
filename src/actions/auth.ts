'use server'

import { cookies, headers } from 'next/headers'
import { commitTransaction, createLocalReq, generatePayloadCookie, initTransaction, killTransaction, type Payload } from 'payload'

import { clientIp } from '@/lib/client-ip'
import { sendMail } from '@/lib/mail/send'
import { resetPasswordMail } from '@/lib/mail/templates/reset-password'
import { verifyEmailMail } from '@/lib/mail/templates/verify-email'
import { consume, RATE_LIMIT_MESSAGE, type RateLimitBucket } from '@/lib/rate-limit'
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from '@/schemas/auth'

import { fieldErrorsOf, type ActionResult } from '@/lib/action-result'
import { payloadClient } from '@/lib/payload'
import { isPayloadApiError, loginRefusal, validationIssues } from '@/lib/payload-errors'

export type SignInCode = 'invalid_credentials' | 'email_not_confirmed' | 'locked' | 'invalid' | 'rate_limited' | 'error'
export type SignUpCode = 'account_exists' | 'user_already_registered' | 'invalid' | 'rate_limited' | 'mail_failed' | 'error'

const INVALID_FORM = 'Please correct the highlighted fields.'
const UNEXPECTED = 'Something went wrong. Please try again.'

async function allowed(bucket: RateLimitBucket): Promise<boolean> {
  return consume(bucket, clientIp(await headers()))
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

/** Signs in with email and password; on success the session is Payload's HTTP-only cookie. */
export async function signIn(input: unknown): Promise<ActionResult<{ email: string }, SignInCode>> {
  if (!(await allowed('signIn'))) return { ok: false, code: 'rate_limited', error: RATE_LIMIT_MESSAGE }
  const parsed = signInSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const payload = await payloadClient()
  try {
    const result = await payload.login({ collection: 'users', data: parsed.data })
    if (!result.token) return { ok: false, code: 'error', error: UNEXPECTED }
    await setSessionCookie(payload, result.token)
    return { ok: true, data: { email: parsed.data.email } }
  } catch (error) {
    const refusal = loginRefusal(error)
    if (refusal === 'wrongCredentials') return { ok: false, code: 'invalid_credentials', error: 'Invalid login credentials' }
    if (refusal === 'unverified') return { ok: false, code: 'email_not_confirmed', error: 'Email not confirmed' }
    if (refusal === 'locked') {
      return {
        ok: false,
        code: 'locked',
        error: 'This account is locked after too many failed sign-in attempts. Try again in 10 minutes or reset your password.',
      }
    }
    payload.logger.error({ err: error, msg: 'sign-in failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
}

/**
 * Creates an unverified account (vendor when a company name is given, otherwise user) and mails
 * the confirmation link. The user row and the mail succeed together: if the mail cannot be sent
 * the account is rolled back so the address can sign up again.
 */
export async function signUp(input: unknown): Promise<ActionResult<{ email: string }, SignUpCode>> {
  if (!(await allowed('signUp'))) return { ok: false, code: 'rate_limited', error: RATE_LIMIT_MESSAGE }
  const parsed = signUpSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const { email, password, companyName } = parsed.data
  const payload = await payloadClient()

  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (existing.totalDocs > 0) return { ok: false, code: 'account_exists', error: 'Account already exists' }

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const user = await payload.create({
      collection: 'users',
      data: { email, password, companyName, roles: [companyName ? 'vendor' : 'user'] },
      overrideAccess: true,
      disableVerificationEmail: true,
      showHiddenFields: true,
      context: { publicSignUp: true },
      req,
    })
    const token = (user as { _verificationToken?: string | null })._verificationToken
    if (token) {
      try {
        await sendMail(payload, email, verifyEmailMail(token))
      } catch (error) {
        await killTransaction(req)
        payload.logger.error({ err: error, msg: 'verification mail could not be sent' })
        return { ok: false, code: 'mail_failed', error: "We couldn't send the confirmation email. Please try again in a moment." }
      }
    }
    await commitTransaction(req)
    return { ok: true, data: { email } }
  } catch (error) {
    await killTransaction(req)
    if (validationIssues(error)?.some((issue) => issue.path === 'email')) {
      return { ok: false, code: 'user_already_registered', error: 'User already registered' }
    }
    payload.logger.error({ err: error, msg: 'sign-up failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
}

/** Confirms an email address from the link in the verification mail. */
export async function verifyEmail(token: unknown): Promise<ActionResult<null, 'invalid_token'>> {
  if (typeof token !== 'string' || !/^[a-f0-9]{20,128}$/i.test(token)) {
    return { ok: false, code: 'invalid_token', error: 'This verification link is invalid.' }
  }
  const payload = await payloadClient()
  try {
    await payload.verifyEmail({ collection: 'users', token })
    return { ok: true, data: null }
  } catch (error) {
    if (!isPayloadApiError(error)) payload.logger.error({ err: error, msg: 'email verification failed' })
    return { ok: false, code: 'invalid_token', error: 'This verification link is invalid or has already been used.' }
  }
}

/** Mails a reset link when the address has an account; the answer is the same either way. */
export async function requestPasswordReset(input: unknown): Promise<ActionResult<null, 'invalid' | 'rate_limited' | 'error'>> {
  if (!(await allowed('passwordReset'))) return { ok: false, code: 'rate_limited', error: RATE_LIMIT_MESSAGE }
  const parsed = forgotPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const payload = await payloadClient()
  try {
    const token = await payload.forgotPassword({ collection: 'users', data: { email: parsed.data.email }, disableEmail: true })
    if (token) await sendMail(payload, parsed.data.email, resetPasswordMail(token))
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
  if (!(await allowed('passwordReset'))) return { ok: false, code: 'rate_limited', error: RATE_LIMIT_MESSAGE }
  const parsed = resetPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const payload = await payloadClient()
  try {
    await payload.resetPassword({ collection: 'users', data: parsed.data, overrideAccess: true })
    return { ok: true, data: null }
  } catch (error) {
    if (isPayloadApiError(error)) {
      return { ok: false, code: 'invalid_token', error: 'This reset link is invalid or has expired. Please request a new one.' }
    }
    payload.logger.error({ err: error, msg: 'password reset failed' })
    return { ok: false, code: 'error', error: UNEXPECTED }
  }
}
