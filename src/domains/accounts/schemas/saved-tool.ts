import { z } from 'zod'

export const setSavedSchema = z.object({
  toolId: z.number({ error: 'A tool id is required' }).int().positive(),
  saved: z.boolean({ error: 'Whether to save the tool is required' }),
})
