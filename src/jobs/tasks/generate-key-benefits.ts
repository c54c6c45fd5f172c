import type { TaskConfig } from 'payload'

import { generateKeyBenefits } from '@/domains/enrichment'

import { loadTool, updateTool } from '../tool-records'

/** generate-key-benefits: 3–5 benefits from the tool's own text, replacing the current ones. */
export const generateKeyBenefitsTask: TaskConfig<'generateKeyBenefits'> = {
  slug: 'generateKeyBenefits',
  label: 'Generate key benefits',
  retries: { attempts: 1, backoff: { type: 'fixed', delay: 3_000 } },
  inputSchema: [{ name: 'toolId', type: 'number', required: true }],
  outputSchema: [
    { name: 'benefits', type: 'json', required: true },
    { name: 'source', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const tool = await loadTool(req.payload, input.toolId)
    const { keyBenefits, source } = await generateKeyBenefits({
      name: tool.name,
      description: tool.description,
      features: tool.features,
      pricing: tool.pricing,
      integrations: tool.integrationOptions,
    })
    await updateTool(req.payload, tool.id, { keyBenefits })
    return { output: { benefits: keyBenefits, source } }
  },
}
