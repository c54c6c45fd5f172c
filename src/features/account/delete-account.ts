'use server'

import { cookies, headers } from 'next/headers'
import { createLocalReq } from 'payload'

import { passwordMatches } from '@/domains/accounts'
import { releaseVendorRequests, vendorDeletionRefusal } from '@/domains/vendors'
import { inTransaction } from '@/platform/database/transaction'
import { signInGuard } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

import { accountDeletionSchema } from './account-schemas'
import { ACCOUNT_CHANGE, wrongPassword, type AccountCode } from './own-account-update'

/**
 * Deletes the account and what it owns, in one transaction: its upvotes (the tools' counts follow), its saved tools, follows and digest records,
 * its reviews and helpful marks (with the marks and reports on its reviews),
 * its newsletter subscription, its vendor requests that never billed (billed ones stay as records,
 * unlinked), then the account and its sessions. Refused while a paid placement still runs
 * (vendorDeletionRefusal says what to do). Needs the password and the typed confirmation.
 */
export const deleteAccount = settle(
  userAction
    .metadata({ name: 'account deletion', ...ACCOUNT_CHANGE })
    .inputSchema(accountDeletionSchema)
    .action(async ({ parsedInput: { password }, ctx: { payload, user } }): Promise<ActionResult<null, AccountCode>> => {
      const ip = clientIp(await headers())
      const backedOff = await signInGuard.refusal(user.email, ip)
      if (backedOff) return { ok: false, code: 'rate_limited', error: backedOff }
      const outcome = await inTransaction(
        payload,
        async (req): Promise<'deleted' | 'wrong_password' | { refused: string }> => {
          if (!(await passwordMatches(payload, req, user.email, password))) return 'wrong_password'
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
    }),
)
