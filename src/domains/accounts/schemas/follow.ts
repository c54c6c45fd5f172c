import { z } from 'zod'

/** What a user can follow: new tools approved in it go into their daily digest. */
const FOLLOW_KINDS = ['category', 'integration'] as const
export type FollowKind = (typeof FOLLOW_KINDS)[number]

export const setFollowSchema = z.object({
  kind: z.enum(FOLLOW_KINDS, { error: 'Follow a category or an integration' }),
  targetId: z.number({ error: 'What to follow is required' }).int().positive().max(2_147_483_647),
  followed: z.boolean({ error: 'Whether to follow is required' }),
})
