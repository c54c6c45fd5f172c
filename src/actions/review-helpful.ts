'use server'

import { headers } from 'next/headers'

import { helpfulVoteSchema } from '@/domains/reviews'
import { validationIssues } from '@/platform/database/payload-errors'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

export type HelpfulCode = 'unauthenticated' | 'invalid' | 'rate_limited' | 'refused' | 'error'
export type HelpfulState = { reviewId: number; helpful: boolean }

/**
 * Marks a published review helpful for the signed-in user, or takes the mark back. One mark per
 * user and review (a unique index; the vote's hooks keep the review's count exact). Asking for the
 * state the user is already in changes nothing.
 */
export async function setReviewHelpful(input: unknown): Promise<ActionResult<HelpfulState, HelpfulCode>> {
  const parsed = helpfulVoteSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: 'Invalid request', fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const { payload, user } = await currentUser()
  if (!user) return { ok: false, code: 'unauthenticated', error: 'Please sign in to mark reviews helpful.' }
  const limited = await refusal('reviewVote', clientIp(await headers()))
  if (limited) return { ok: false, code: 'rate_limited', error: limited }

  const { reviewId, helpful } = parsed.data
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
    // A double click: the unique index kept the first mark, which is the state asked for.
    if (issue && /unique/i.test(issue.message)) return { ok: true, data: { reviewId, helpful } }
    if (issue) return { ok: false, code: 'refused', error: issue.message }
    payload.logger.error({ err: error, msg: 'helpful vote failed', reviewId })
    return { ok: false, code: 'error', error: 'Your vote could not be saved. Please try again.' }
  }
}
