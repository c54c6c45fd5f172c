import type { Payload } from 'payload'

import type { User } from '@/payload-types'

type SignedIn = User & { collection: 'users' }

/**
 * Per-user reads: never cached (they differ per visitor and are loaded by the browser on demand,
 * which keeps the shared pages cacheable).
 */
export async function upvotedToolIds(payload: Payload, user: SignedIn): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'upvotes',
    where: { user: { equals: user.id } },
    select: { tool: true },
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs.map((doc) => (typeof doc.tool === 'object' ? doc.tool.id : doc.tool))
}

export type UpvotedTool = { id: number; name: string; slug: string }

/** The published tools a user has upvoted, most recent first. */
export async function upvotedTools(payload: Payload, user: SignedIn): Promise<UpvotedTool[]> {
  const { docs } = await payload.find({
    collection: 'upvotes',
    where: { user: { equals: user.id } },
    select: { tool: true },
    populate: { tools: { name: true, slug: true } },
    depth: 1,
    sort: '-createdAt',
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs.flatMap((doc) =>
    doc.tool && typeof doc.tool === 'object' && doc.tool.slug
      ? [{ id: doc.tool.id, name: doc.tool.name, slug: doc.tool.slug }]
      : [],
  )
}
