'use server'

import { z } from 'zod'

import { type AddedTool, bulkAddSchema, bulkAddTools as bulkAdd, type BulkRowResult, quickAddTool as quickAdd } from '@/domains/enrichment'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { addMeetingTools as addMeeting, type MeetingToolResult } from '@/seed/add-meeting-tools'
import { staffAction } from '@/server/actions/action-client'

const MEETING_FAILURE = 'Failed to add meeting tools. Check console for details.'

/** Meeting tools are added a few at a time; this is the index of the first one of the call. */
const meetingChunkSchema = z
  .object({ from: z.number(MEETING_FAILURE).int(MEETING_FAILURE).min(0, MEETING_FAILURE).max(1000, MEETING_FAILURE).default(0) }, MEETING_FAILURE)
  .prefault({})

/** One tool from the quick add form; the domain checks the form (its messages are the form's). */
export const quickAddTool = settle(
  staffAction
    .metadata({ name: 'quick add', failure: 'Could not add the tool. Please try again.' })
    .inputSchema(z.unknown())
    .action(({ parsedInput, ctx: { payload, user } }): Promise<ActionResult<AddedTool>> => quickAdd(payload, user, parsedInput)),
)

/** One chunk of a bulk list (rows `from` on), and how many rows the list has. */
export const bulkAddTools = settle(
  staffAction
    .metadata({ name: 'bulk add', failure: 'Could not add the tools. Please try again.' })
    .inputSchema(bulkAddSchema)
    .action(
      ({ parsedInput: { text, from }, ctx: { payload, user } }): Promise<ActionResult<{ results: BulkRowResult[]; total: number }>> =>
        bulkAdd(payload, user, text, from),
    ),
)

/** One chunk of the curated meeting tools from `from` on, and how many there are in all. */
export const addMeetingTools = settle(
  staffAction
    .metadata({ name: 'add meeting tools', failure: MEETING_FAILURE })
    .inputSchema(meetingChunkSchema)
    .action(
      async ({ parsedInput: { from }, ctx: { payload, user } }): Promise<ActionResult<{ results: MeetingToolResult[]; total: number }>> => ({
        ok: true,
        data: await addMeeting(payload, user, from),
      }),
    ),
)
