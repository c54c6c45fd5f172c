import type { TaskConfig } from 'payload'

import { categoriseTool } from '@/domains/enrichment'

import { loadCategories, loadTool, updateTool } from '../tool-records'

/** categorize-ai-tool: picks the category (only from existing ones) and the audience. */
export const categorizeToolTask: TaskConfig<'categorizeTool'> = {
  slug: 'categorizeTool',
  label: 'Categorise tool',
  retries: { attempts: 2, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'toolId', type: 'number', required: true },
    { name: 'crawledText', type: 'textarea' },
    { name: 'force', type: 'checkbox' },
  ],
  outputSchema: [
    { name: 'category', type: 'text' },
    { name: 'toolType', type: 'text', required: true },
    { name: 'source', type: 'text', required: true },
    { name: 'status', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const tool = await loadTool(req.payload, input.toolId)
    const categories = await loadCategories(req.payload)
    const current = categories.find((category) => category.id === tool.category)
    if (current && current.name !== 'Uncategorized' && !input.force) {
      return { output: { category: current.name, toolType: tool.toolType, source: 'existing', status: 'skipped' } }
    }
    const answer = await categoriseTool(
      {
        name: tool.name,
        description: tool.description,
        features: tool.features,
        integrations: tool.integrationOptions,
        crawledText: input.crawledText,
      },
      categories.filter((category) => category.name !== 'Uncategorized'),
    )
    const categoryId = categories.find((category) => category.name === answer.category)?.id
    if (!categoryId) return { output: { category: null, toolType: tool.toolType, source: answer.source, status: 'no_match' } }
    await updateTool(req.payload, tool.id, {
      category: categoryId,
      ...(answer.source === 'ai' ? { toolType: answer.toolType } : {}),
    })
    return { output: { category: answer.category, toolType: answer.toolType, source: answer.source, status: 'categorized' } }
  },
}
