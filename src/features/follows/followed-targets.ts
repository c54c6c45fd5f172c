import type { Payload } from 'payload'

import type { User } from '@/payload-types'

type SignedIn = User & { collection: 'users' }

/** One thing a user follows, as /account lists it. */
export type FollowEntry = { kind: 'category' | 'integration'; targetId: number; name: string; href: string }

const own = (user: SignedIn) => ({ user, overrideAccess: false, pagination: false, depth: 1 }) as const

async function followRows(payload: Payload, user: SignedIn) {
  const { docs } = await payload.find({
    collection: 'follows',
    where: { user: { equals: user.id } },
    select: { category: true, integration: true },
    populate: { categories: { name: true, slug: true, toolTypes: true }, integrations: { name: true, slug: true } },
    sort: '-createdAt',
    ...own(user),
  })
  return docs
}

/**
 * What the signed-in user follows, read with their own access (the row rule: only their rows). Per
 * user, so never cached; the follow buttons load the ids in the browser from /me/follows.
 */
export async function followedIds(payload: Payload, user: SignedIn): Promise<{ categories: number[]; integrations: number[] }> {
  const rows = await followRows(payload, user)
  const idOf = (value: number | { id: number } | null | undefined) => (value && typeof value === 'object' ? value.id : value)
  return {
    categories: rows.map((row) => idOf(row.category)).filter((id): id is number => typeof id === 'number'),
    integrations: rows.map((row) => idOf(row.integration)).filter((id): id is number => typeof id === 'number'),
  }
}

/** The same follows with their names and pages, newest first, for /account. */
export async function followList(payload: Payload, user: SignedIn): Promise<FollowEntry[]> {
  return (await followRows(payload, user)).flatMap((row): FollowEntry[] => {
    const category = row.category
    const integration = row.integration
    if (category && typeof category === 'object') {
      const type = category.toolTypes?.[0] ?? 'recruiter'
      return [{ kind: 'category', targetId: category.id, name: category.name, href: `/categories/${type}/${category.slug}` }]
    }
    if (integration && typeof integration === 'object') {
      return [{ kind: 'integration', targetId: integration.id, name: integration.name, href: `/integrations/${integration.slug}` }]
    }
    return []
  })
}
