import type { Payload } from 'payload'

import { QUEUES } from '@/jobs/queues'
import type { User } from '@/payload-types'
import { meetingTools } from '@/seed/data/meeting-tools'
import { seedToolData } from '@/seed/tools'

import { findToolByName } from './add-tools'

export interface MeetingToolResult {
  name: string
  status: 'success' | 'skipped' | 'error'
  message?: string
}

/**
 * add-meeting-tools: adds the curated AI meeting and interview note-takers that are not listed
 * yet (matched by name or slug), and queues their logo and screenshot. Idempotent.
 */
export async function addMeetingTools(payload: Payload, user: User): Promise<MeetingToolResult[]> {
  const { docs: categories } = await payload.find({
    collection: 'categories',
    limit: 0,
    pagination: false,
    select: { name: true },
    overrideAccess: true,
  })
  const categoryIds = new Map(categories.map((category) => [category.name, category.id]))
  const results: MeetingToolResult[] = []
  const now = Date.now()
  for (const [index, tool] of meetingTools.entries()) {
    try {
      const data = seedToolData(tool, categoryIds, index, meetingTools.length, now)
      const bySlug = await payload.count({ collection: 'tools', where: { slug: { equals: data.slug } }, overrideAccess: true })
      if (bySlug.totalDocs > 0 || (await findToolByName(payload, tool.name))) {
        results.push({ name: tool.name, status: 'skipped', message: 'Already listed' })
        continue
      }
      const created = await payload.create({
        collection: 'tools',
        data: { ...data, launchDate: new Date(now).toISOString(), creationOrder: now + index, validationStatus: 'pending', createdBy: user.id },
        overrideAccess: true,
      })
      await payload.jobs.queue({ workflow: 'enrichTool', input: { toolId: created.id }, queue: QUEUES.enrichment })
      results.push({ name: tool.name, status: 'success' })
    } catch (error) {
      results.push({ name: tool.name, status: 'error', message: error instanceof Error ? error.message : 'Could not add' })
    }
  }
  return results
}
