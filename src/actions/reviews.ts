'use server'

import { headers } from 'next/headers'

import { REVIEW_REFUSALS, type ReviewRefusal, reviewRefusal, reviewSchema } from '@/domains/reviews'
import { sqlFor } from '@/platform/database/db'
import { validationIssues } from '@/platform/database/payload-errors'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

export type ReviewCode = 'invalid' | 'rate_limited' | 'error' | ReviewRefusal

/**
 * Stores the signed-in user's review of a tool, pending moderation. The user comes from the session
 * only and the review is created with their access, so the collection's rules (a confirmed e-mail,
 * one review per tool, never one's own listing, status always pending) decide, as they do for REST;
 * the check first only words the refusal.
 */
export async function submitReview(input: unknown): Promise<ActionResult<{ id: number }, ReviewCode>> {
  const parsed = reviewSchema.safeParse(input)
  if (!parsed.success) {
    return { ok: false, code: 'invalid', error: 'Please correct the highlighted fields.', fieldErrors: fieldErrorsOf(parsed.error.issues) }
  }
  const { payload, user } = await currentUser()
  if (!user) return { ok: false, code: 'unauthenticated', error: REVIEW_REFUSALS.unauthenticated }
  const limited = await refusal('reviewWrite', clientIp(await headers()))
  if (limited) return { ok: false, code: 'rate_limited', error: limited }

  const { toolId, ...review } = parsed.data
  const refused = await reviewRefusal(await sqlFor(payload), toolId, user)
  if (refused) return { ok: false, code: refused, error: REVIEW_REFUSALS[refused] }
  try {
    const created = await payload.create({ collection: 'reviews', data: { tool: toolId, user: user.id, status: 'pending', ...review }, user, overrideAccess: false })
    return { ok: true, data: { id: created.id } }
  } catch (error) {
    const issue = validationIssues(error)?.[0]
    // Two first reviews sent at once: the unique (tool, user) index lets one in.
    if (issue) return { ok: false, code: /unique/i.test(issue.message) ? 'already_reviewed' : 'invalid', error: /unique/i.test(issue.message) ? REVIEW_REFUSALS.already_reviewed : issue.message }
    payload.logger.error({ err: error, msg: 'review failed', toolId })
    return { ok: false, code: 'error', error: 'Your review could not be saved. Please try again.' }
  }
}
