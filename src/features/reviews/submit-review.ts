'use server'

import { sqlFor } from '@/platform/database/db'
import { validationIssues } from '@/platform/database/payload-errors'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

import { REVIEW_REFUSALS, type ReviewRefusal } from './review-refusals'
import { reviewSchema } from './review-schema'
import { reviewRefusal } from './reviewable'

/**
 * Stores the signed-in user's review of a tool, pending moderation. The user comes from the session
 * only and the review is created with their access, so the collection's rules (a confirmed e-mail,
 * one review per tool, never one's own listing, status always pending) decide, as they do for REST;
 * the check first only words the refusal.
 */
export const submitReview = settle(
  userAction
    .metadata({ name: 'review', failure: 'Your review could not be saved. Please try again.', limit: 'reviewWrite', signIn: REVIEW_REFUSALS.unauthenticated })
    .inputSchema(reviewSchema)
    .action(async ({ parsedInput: { toolId, ...review }, ctx: { payload, user } }): Promise<ActionResult<{ id: number }, ReviewRefusal | 'invalid'>> => {
      const refused = await reviewRefusal(await sqlFor(payload), toolId, user)
      if (refused) return { ok: false, code: refused, error: REVIEW_REFUSALS[refused] }
      try {
        const created = await payload.create({ collection: 'reviews', data: { tool: toolId, user: user.id, status: 'pending', ...review }, user, overrideAccess: false })
        return { ok: true, data: { id: created.id } }
      } catch (error) {
        const issue = validationIssues(error)?.[0]
        if (!issue) throw error
        // Two first reviews sent at once: the unique (tool, user) index lets one in.
        if (/unique/i.test(issue.message)) return { ok: false, code: 'already_reviewed', error: REVIEW_REFUSALS.already_reviewed }
        return { ok: false, code: 'invalid', error: issue.message }
      }
    }),
)
