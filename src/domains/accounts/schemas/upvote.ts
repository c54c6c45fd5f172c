import { z } from 'zod'

export const setUpvoteSchema = z.object({
  toolId: z.number({ error: 'A tool id is required' }).int().positive(),
  upvoted: z.boolean({ error: 'The desired upvote state is required' }),
})
