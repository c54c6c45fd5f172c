import { z } from 'zod'

import { aiConfig } from './config'
import { fallbackKeyBenefits } from './fallback-content'
import { hasSourceText, NotEnoughSourceError, sourceBlock, type ToolSource } from './source-text'
import { generateStructured } from './structured'

const keyBenefitsSchema = z.object({
  keyBenefits: z.array(z.string().trim().min(3).max(90)).min(3).max(5).describe('3 to 5 short benefits for the buyer'),
})

export async function generateKeyBenefits(tool: ToolSource): Promise<{ keyBenefits: string[]; source: 'ai' | 'fallback' }> {
  if (!hasSourceText(tool)) throw new NotEnoughSourceError(`${tool.name} has no description, features or crawled text to work from`)
  const config = aiConfig()
  if (config) {
    const answer = await generateStructured(
      config,
      keyBenefitsSchema,
      `Write 3 to 5 key benefits (each under 90 characters) a buyer gets from this tool, grounded in the text.\n\n${sourceBlock(tool)}`,
    )
    return { keyBenefits: answer.keyBenefits, source: 'ai' }
  }
  return { keyBenefits: fallbackKeyBenefits(tool), source: 'fallback' }
}
