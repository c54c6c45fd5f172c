import type { TaskConfig } from 'payload'

import { generateToolContent } from '@/domains/enrichment'

import { loadTool, updateTool } from '../tool-records'

/**
 * generate_tool_content_on_insert: summary, long markdown description and key benefits for a tool
 * whose contentStatus is "pending"; marks it "generated". Reviewed content is never overwritten
 * unless forced.
 */
export const generateContentTask: TaskConfig<'generateContent'> = {
  slug: 'generateContent',
  label: 'Generate content',
  retries: { attempts: 2, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'toolId', type: 'number', required: true },
    { name: 'crawledText', type: 'textarea' },
    { name: 'force', type: 'checkbox' },
  ],
  outputSchema: [
    { name: 'status', type: 'text', required: true },
    { name: 'source', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    const tool = await loadTool(req.payload, input.toolId)
    if (tool.contentStatus !== 'pending' && !input.force) return { output: { status: 'skipped' } }
    const content = await generateToolContent({
      name: tool.name,
      description: tool.description,
      features: tool.features,
      pricing: tool.pricing,
      integrations: tool.integrationOptions,
      crawledText: input.crawledText,
    })
    await updateTool(req.payload, tool.id, {
      toolSummary: content.summary,
      fullDescription: content.fullDescription,
      ...(tool.keyBenefits?.length ? {} : { keyBenefits: content.keyBenefits }),
      summaryGeneratedAt: new Date().toISOString(),
      contentStatus: 'generated',
    })
    return { output: { status: 'generated', source: content.source } }
  },
}
