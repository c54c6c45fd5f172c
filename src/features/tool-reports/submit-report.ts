'use server'

import { headers } from 'next/headers'

import { consume, retryAfterMs } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { currentUser } from '@/server/session'

import { reportSchema } from './report-schema'

/**
 * Stores a visitor's report about a listing in the admin queue. Its limit is spent after the schema
 * and words the wait in the report form's own terms ("several reports in a short time").
 */
export const submitReport = settle(
  publicAction
    .metadata({ name: 'tool report', failure: 'Your report could not be sent. Please try again.' })
    .inputSchema(reportSchema)
    .action(async ({ parsedInput: { toolSlug, reason, details, email } }): Promise<ActionResult<{ id: number }>> => {
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
    }),
)
