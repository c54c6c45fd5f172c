'use server'

import { signUpSchema, verifyEmailMail } from '@/domains/accounts'
import { validationIssues } from '@/platform/database/payload-errors'
import { sendMail } from '@/platform/mail/send'
import { consume, retryAfterMs, signUpAddressMessage } from '@/platform/rate-limit'
import { settle, type PipelineCode } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

import { UNEXPECTED } from './auth-failure'

export type SignUpCode = 'account_exists' | 'user_already_registered' | 'mail_failed' | PipelineCode

/**
 * Creates an unverified account (vendor when a company name is given, otherwise user) and mails
 * the confirmation link once the account has committed, so a slow mail server holds no
 * transaction open (and no lock on the address). If the mail cannot be sent, the account is
 * deleted again so the address can sign up again. Besides the limit per client address, each
 * address can be signed up only so often.
 */
export const signUp = settle(
  publicAction
    .metadata({ name: 'sign-up', failure: UNEXPECTED, limit: 'signUp' })
    .inputSchema(signUpSchema)
    .action(async ({ parsedInput: { email, password, companyName } }): Promise<ActionResult<{ email: string }, SignUpCode>> => {
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
        throw error
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
    }),
)
