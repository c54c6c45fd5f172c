import { z } from 'zod'

const schema = z.object({
  AI_BASE_URL: z.string().trim().url().optional().or(z.literal('').transform(() => undefined)),
  AI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().optional(),
})

export interface AiConfig {
  baseURL: string
  apiKey?: string
  model: string
}

/**
 * The OpenAI-compatible provider, or null when none is configured (then every AI step uses the
 * deterministic fallback). Read on each call so a worker picks up the settings it was started with
 * and tests can point it at a loopback server.
 */
export function aiConfig(): AiConfig | null {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) throw new Error(`Invalid AI settings: ${z.prettifyError(parsed.error)}`)
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = parsed.data
  if (!AI_BASE_URL || !AI_MODEL) return null
  return { baseURL: AI_BASE_URL, apiKey: AI_API_KEY || undefined, model: AI_MODEL }
}
