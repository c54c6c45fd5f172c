import type { Endpoint, PayloadHandler } from 'payload'

import { hasRole } from '@/domains/accounts'
import { QUEUES } from '@/platform/jobs/queues'
import { rowIdSchema } from '@/platform/validation/row-id'

import { toolWebsite } from '../tool-website'

const answer = (ok: boolean, message: string, status: number) => Response.json({ ok, message }, { status })

/**
 * POST /api/tools/:id/check-website: an editor runs a tool's freshness check now instead of on its
 * weekday (the admin's "Check website now"). Queued like the weekly run, so it counts the same.
 */
export const checkWebsiteEndpoint: Endpoint = {
  path: '/:id/check-website',
  method: 'post',
  handler: (async (req) => {
    if (!req.user) return answer(false, 'Sign in as an editor to check a website.', 401)
    if (req.user.collection !== 'users' || !hasRole(req.user, 'admin', 'editor')) return answer(false, 'Only editors and administrators can check websites.', 403)
    const id = rowIdSchema.safeParse(req.routeParams?.id)
    if (!id.success) return answer(false, 'Invalid id', 400)
    const { docs } = await req.payload.find({
      collection: 'tools',
      where: { id: { equals: id.data } },
      select: { name: true, sourceUrl: true, affiliateLink: true },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const tool = docs[0]
    if (!tool) return answer(false, 'There is no tool with this id.', 404)
    if (!toolWebsite(tool)) return answer(false, `${tool.name} has no website to check. Add its website first.`, 422)
    await req.payload.jobs.queue({ task: 'checkSiteFreshness', input: { toolIds: [tool.id] }, queue: QUEUES.default, req })
    return answer(true, `Checking ${tool.name}'s website now. A change it finds appears under Change proposals in a minute.`, 202)
  }) satisfies PayloadHandler,
}
