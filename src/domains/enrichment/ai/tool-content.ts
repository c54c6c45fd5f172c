import { z } from 'zod'

import { aiConfig } from './config'
import { fallbackFullDescription, fallbackKeyBenefits, fallbackSummary } from './fallback-content'
import { NotEnoughSourceError, sourceBlock, type ToolSource } from './source-text'
import { generateStructured } from './structured'

const toolContentSchema = z.object({
  summary: z.string().trim().min(20).max(300).describe('One or two sentences: what it is and for whom'),
  fullDescription: z.string().trim().min(80).describe('Markdown with ## headings: what it does, key features, who it is for, pricing if known'),
  keyBenefits: z.array(z.string().trim().min(3).max(90)).min(3).max(5),
})

export type ToolContent = z.infer<typeof toolContentSchema> & { source: 'ai' | 'fallback' }

/** Summary, long markdown description and key benefits, from the tool's own text only. */
export async function generateToolContent(tool: ToolSource): Promise<ToolContent> {
  if (!tool.description?.trim()) throw new NotEnoughSourceError(`${tool.name} has no description to write about`)
  const config = aiConfig()
  if (config) {
    const answer = await generateStructured(
      config,
      toolContentSchema,
      `Write the directory entry for this tool: a short summary, a long markdown description and 3-5 key benefits.\n\n${sourceBlock(tool)}`,
    )
    return { ...answer, source: 'ai' }
  }
  return {
    summary: fallbackSummary(tool),
    fullDescription: fallbackFullDescription(tool),
    keyBenefits: fallbackKeyBenefits(tool),
    source: 'fallback',
  }
}
