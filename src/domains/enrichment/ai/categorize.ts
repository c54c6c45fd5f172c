import { z } from 'zod'

import { type CategoryWithAliases, TOOL_TYPES, type ToolTypeValue } from '@/domains/directory'
import { guessToolType } from '@/domains/enrichment/crawler/guess-tool-type'

import { scoreCategory } from './category-scoring'
import { aiConfig } from './config'
import { sourceBlock, type ToolSource } from './source-text'
import { generateStructured } from './structured'

export interface Categorisation {
  category: string | null
  toolType: ToolTypeValue
  source: 'ai' | 'fallback'
}

const toolTypes = TOOL_TYPES.map(({ value }) => value) as [ToolTypeValue, ...ToolTypeValue[]]

/** The category is an enum of the existing names, so an answer outside the list fails validation. */
function categorisationSchema(categoryNames: string[]) {
  return z.object({
    category: z.enum(categoryNames as [string, ...string[]]).describe('Exactly one of the existing directory categories'),
    toolType: z.enum(toolTypes).describe('recruiter, job_seeker, or everyone when it serves both'),
  })
}

export async function categoriseTool(tool: ToolSource, categories: CategoryWithAliases[]): Promise<Categorisation> {
  const names = categories.map((category) => category.name)
  const config = aiConfig()
  if (config && names.length > 0) {
    const answer = await generateStructured(
      config,
      categorisationSchema(names),
      `Choose the single best category for this tool from this list only: ${names.join('; ')}.\n` +
        `Also say whom it serves (recruiter, job_seeker or everyone).\n\n${sourceBlock(tool)}`,
    )
    return { ...answer, source: 'ai' }
  }
  const text = [tool.name, tool.description, ...(tool.features ?? []), tool.crawledText].filter(Boolean).join(' ')
  return { category: scoreCategory(text, categories), toolType: guessToolType(text), source: 'fallback' }
}
