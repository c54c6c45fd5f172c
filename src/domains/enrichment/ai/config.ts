import { liveEnv } from '@/platform/env'

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
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = liveEnv()
  if (!AI_BASE_URL || !AI_MODEL) return null
  return { baseURL: AI_BASE_URL, apiKey: AI_API_KEY || undefined, model: AI_MODEL }
}
