'use server'

import { headers } from 'next/headers'

import { reportSchema } from '@/domains/directory'
import { consume, retryAfterMs } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

/** Stores a visitor's report about a listing in the admin queue. */
export async function submitReport(input: unknown): Promise<ActionResult<{ id: number }>> {
  const parsed = reportSchema.safeParse(input)
  if (!parsed.success) {
    return { ok: false, error: 'Please correct the highlighted fields.', fieldErrors: fieldErrorsOf(parsed.error.issues) }
  }
  const requestHeaders = await headers()
  const ip = clientIp(requestHeaders)
  if (!(await consume('report', ip))) {
    const minutes = Math.max(1, Math.ceil((await retryAfterMs('report', ip)) / 60_000))
    return {
      ok: false,
      error: `You have sent several reports in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    }
  }

  const { payload, user } = await currentUser(requestHeaders)
  const { toolSlug, reason, details, email } = parsed.data

  let toolId: number | undefined
  if (toolSlug) {
    const { docs } = await payload.find({
      collection: 'tools',
      where: { slug: { equals: toolSlug } },
      select: { slug: true },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    if (!docs[0]) return { ok: false, error: 'We could not find that tool.', fieldErrors: { toolSlug: 'We could not find that tool.' } }
    toolId = docs[0].id
  }

  // Visitors cannot create reports through the API; this action is the only public way in.
  const report = await payload.create({
    collection: 'reports',
    data: {
      tool: toolId,
      toolSlug,
      reason,
      details,
      // Only an address typed into the form: an empty field means the reporter does not want a reply.
      email,
      reportedBy: user?.collection === 'users' ? user.id : undefined,
      status: 'new',
    },
    overrideAccess: true,
  })
  return { ok: true, data: { id: report.id } }
}
