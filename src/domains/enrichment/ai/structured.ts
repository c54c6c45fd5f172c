import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { generateText, Output } from 'ai'
import type { z } from 'zod'

import type { AiConfig } from './config'

export class AiGenerationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'AiGenerationError'
  }
}

const SYSTEM = [
  'You write entries for a curated directory of AI tools for recruiters and job seekers.',
  'Use only facts present in the source text you are given. Never invent features, prices, customers, integrations or numbers.',
  'Write plainly, without hype or superlatives. Answer with JSON that matches the schema.',
].join(' ')

/** One structured-output call; the zod schema both shapes the request and validates the answer. */
export async function generateStructured<T>(config: AiConfig, schema: z.ZodType<T>, prompt: string): Promise<T> {
  const provider = createOpenAICompatible({
    name: 'hirestack-ai',
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  })
  try {
    const result = await generateText({
      model: provider.chatModel(config.model),
      system: SYSTEM,
      prompt,
      output: Output.object({ schema }),
      maxRetries: 1,
      temperature: 0.2,
      timeout: 60_000,
    })
    return result.output
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new AiGenerationError(`AI provider call failed: ${message}`, { cause: error })
  }
}
