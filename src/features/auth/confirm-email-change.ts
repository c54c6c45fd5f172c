'use server'

import { z } from 'zod'

import { CONFIRMED_EMAIL_CHANGE } from '@/domains/accounts'
import { validationIssues } from '@/platform/database/payload-errors'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { isLinkToken } from '@/platform/validation/link-token'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

import { UNEXPECTED } from './auth-failure'

const INVALID = { ok: false, code: 'invalid_token', error: 'This confirmation link is invalid, has expired or has already been used.' } as const

/**
 * Moves an account to the new address its owner confirmed from the mail sent there (see the Users
 * hook deferEmailChange); until then the old address stays. POST only, like verifyEmail; a
 * malformed token is an invalid link, not invalid input.
 */
export const confirmEmailChange = settle(
  publicAction
    .metadata({ name: 'email change confirmation', failure: UNEXPECTED })
    .inputSchema(z.unknown())
    .action(async ({ parsedInput: token }): Promise<ActionResult<{ email: string }, 'invalid_token' | 'email_taken'>> => {
      if (!isLinkToken(token)) return INVALID
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
      if (!user?.pendingEmail) return INVALID
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
        throw error
      }
    }),
)
