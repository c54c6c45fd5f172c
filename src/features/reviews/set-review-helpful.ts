'use server'

import { z } from 'zod'

import { validationIssues } from '@/platform/database/payload-errors'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

export type HelpfulState = { reviewId: number; helpful: boolean }

/** A signed-in user's "helpful" mark on a published review, or its removal. */
const helpfulVoteSchema = z.object({
  reviewId: z.number({ error: 'A review id is required.' }).int().positive(),
  helpful: z.boolean({ error: 'Whether the review was helpful is required.' }),
})

/**
 * Marks a published review helpful for the signed-in user, or takes the mark back. One mark per
 * user and review (a unique index; the vote's hooks keep the review's count exact). Asking for the
 * state the user is already in changes nothing.
 */
export const setReviewHelpful = settle(
  userAction
    .metadata({ name: 'helpful vote', failure: 'Your vote could not be saved. Please try again.', limit: 'reviewVote', signIn: 'Please sign in to mark reviews helpful.' })
    .inputSchema(helpfulVoteSchema)
    .action(async ({ parsedInput: { reviewId, helpful }, ctx: { payload, user } }): Promise<ActionResult<HelpfulState, 'refused'>> => {
      const own = { user, overrideAccess: false } as const
      try {
        const { docs } = await payload.find({
          collection: 'review-votes',
          where: { and: [{ review: { equals: reviewId } }, { user: { equals: user.id } }] },
          limit: 1,
          depth: 0,
          pagination: false,
          ...own,
        })
        if (helpful && !docs[0]) await payload.create({ collection: 'review-votes', data: { review: reviewId, user: user.id }, ...own })
        else if (!helpful && docs[0]) await payload.delete({ collection: 'review-votes', id: docs[0].id, ...own })
        return { ok: true, data: { reviewId, helpful } }
      } catch (error) {
        const issue = validationIssues(error)?.[0]
        if (!issue) throw error
        // A double click: the unique index kept the first mark, which is the state asked for.
        if (/unique/i.test(issue.message)) return { ok: true, data: { reviewId, helpful } }
        return { ok: false, code: 'refused', error: issue.message }
      }
    }),
)
