'use server'

import { headers } from 'next/headers'

import { caseStudyRequestSchema, requestCaseStudyFor } from '@/domains/vendors'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

/**
 * A Premium tool owner's (or staff's) request for a featured case study, stored in the editors'
 * Case study requests queue. The only way in (the collection refuses creates through the API),
 * validated, rate-limited per client, one open request per tool.
 */
export async function requestCaseStudy(input: unknown): Promise<ActionResult<{ id: number }>> {
  const parsed = caseStudyRequestSchema.safeParse(input)
  if (!parsed.success) {
    return { ok: false, code: 'invalid', error: 'Please correct the highlighted fields.', fieldErrors: fieldErrorsOf(parsed.error.issues) }
  }
  const requestHeaders = await headers()
  const limited = await refusal('caseStudyRequest', clientIp(requestHeaders))
  if (limited) return { ok: false, code: 'rate_limited', error: limited }
  const { payload, user } = await currentUser(requestHeaders)
  if (!user) return { ok: false, code: 'unauthenticated', error: 'Please sign in to request a case study.' }
  const outcome = await requestCaseStudyFor(payload, user, parsed.data)
  return outcome.ok ? { ok: true, data: { id: outcome.id } } : outcome
}
