import type { Payload } from 'payload'

import { findToolByName, isDuplicateToolName } from '@/domains/directory'
import { addFailure } from '@/domains/enrichment'
import type { User } from '@/payload-types'
import { ENRICHMENT_QUEUED, QUEUES } from '@/platform/jobs/queues'

import { meetingTools } from './data'
import { seedToolData } from './tools'

export interface MeetingToolResult {
  name: string
  status: 'success' | 'skipped' | 'error'
  message?: string
}

/** How many curated tools one call adds, so the screen can show "n of N" between calls. */
export const MEETING_CHUNK = 3

/**
 * add-meeting-tools (the admin tools' button; here beside the curated list it adds): adds the curated AI meeting and interview note-takers from `from` on (one
 * chunk) that are not listed yet (matched by name or slug), and queues their enrichment.
 * Idempotent.
 */
export async function addMeetingTools(payload: Payload, user: User, from = 0): Promise<{ results: MeetingToolResult[]; total: number }> {
  const { docs: categories } = await payload.find({
    collection: 'categories',
    limit: 0,
    pagination: false,
    select: { name: true },
    overrideAccess: true,
  })
  const { docs: integrations } = await payload.find({
    collection: 'integrations',
    limit: 0,
    pagination: false,
    select: { name: true },
    overrideAccess: true,
  })
  const ids = {
    categories: new Map(categories.map((category) => [category.name, category.id])),
    integrations: new Map(integrations.map((integration) => [integration.name.toLowerCase(), integration.id])),
  }
  const results: MeetingToolResult[] = []
  const now = Date.now()
  for (const [offset, tool] of meetingTools.slice(from, from + MEETING_CHUNK).entries()) {
    const index = from + offset
    try {
      const data = seedToolData(tool, ids, index, now)
      const bySlug = await payload.count({ collection: 'tools', where: { slug: { equals: data.slug } }, overrideAccess: true })
      if (bySlug.totalDocs > 0 || (await findToolByName(payload, tool.name))) {
        results.push({ name: tool.name, status: 'skipped', message: 'Already listed' })
        continue
      }
      const created = await payload.create({
        collection: 'tools',
        data: { ...data, creationOrder: now + index, validationStatus: 'pending', createdBy: user.id },
        overrideAccess: true,
        context: { [ENRICHMENT_QUEUED]: true },
      })
      await payload.jobs.queue({ workflow: 'enrichTool', input: { toolId: created.id }, queue: QUEUES.enrichment })
      results.push({ name: tool.name, status: 'success' })
    } catch (error) {
      if (isDuplicateToolName(error)) results.push({ name: tool.name, status: 'skipped', message: 'Already listed' })
      else results.push({ name: tool.name, status: 'error', message: addFailure(error) })
    }
  }
  return { results, total: meetingTools.length }
}
