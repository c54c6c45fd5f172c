import type { Payload } from 'payload'

/** Whether a tool with this id exists (drafts too), so an action can refuse an unknown one before queuing work for it. */
export async function existingToolId(payload: Payload, toolId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'tools', where: { id: { equals: toolId } }, overrideAccess: true })
  return totalDocs > 0
}
