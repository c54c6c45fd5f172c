import type { Payload } from 'payload'

/** The queued `deleteToolLogos` job of one tool, if any (a tool's delete queues it; its logos go once it runs). */
export async function logoDeletionJobFor(payload: Payload, toolId: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'deleteToolLogos' } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs.find((queued) => (queued.input as { toolId?: number }).toolId === toolId)
}

/** Runs the logo deletion a tool's delete queued, as the job runner would after the commit. */
export async function runLogoDeletion(payload: Payload, toolId: number): Promise<void> {
  const job = await logoDeletionJobFor(payload, toolId)
  if (!job) throw new Error(`No deleteToolLogos job was queued for tool ${toolId}`)
  await payload.jobs.runByID({ id: job.id, silent: true })
}
