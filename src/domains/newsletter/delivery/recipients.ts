import type { Payload } from 'payload'

/** Who a send would mail now: every confirmed subscriber. The editor confirms this number before a send starts. */
export async function confirmedSubscriberCount(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'subscribers', where: { status: { equals: 'subscribed' } }, overrideAccess: true })
  return totalDocs
}
