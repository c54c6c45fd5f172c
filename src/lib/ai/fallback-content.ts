import type { ToolSource } from './source-text'

const sentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Up to five benefits taken from the tool's own features, else from its description's sentences. */
export function fallbackKeyBenefits(tool: ToolSource): string[] {
  const fromFeatures = (tool.features ?? []).map((feature) => capitalise(feature.replace(/[.;:]+$/, '').trim())).filter(Boolean)
  const fromDescription = sentences(tool.description ?? '')
    .slice(1)
    .map((sentence) => sentence.replace(/[.!?]+$/, ''))
    .filter((sentence) => sentence.length <= 120)
  return [...new Set([...fromFeatures, ...fromDescription])].slice(0, 5)
}

/** The description's first sentence (or two when the first is very short), at most 240 characters. */
export function fallbackSummary(tool: ToolSource): string {
  const parts = sentences(tool.description ?? '')
  let summary = parts[0] ?? ''
  if (summary.length < 60 && parts[1]) summary = `${summary} ${parts[1]}`
  return summary.length > 240 ? `${summary.slice(0, 237).replace(/\s+\S*$/, '')}...` : summary
}

/** Markdown assembled only from facts the tool record already holds. */
export function fallbackFullDescription(tool: ToolSource): string {
  const blocks = [`## What ${tool.name} does`, tool.description?.trim() ?? '']
  if (tool.features?.length) blocks.push('## Key features', tool.features.map((feature) => `- ${feature}`).join('\n'))
  if (tool.integrations?.length) blocks.push('## Integrations', `${tool.name} connects with ${tool.integrations.join(', ')}.`)
  if (tool.pricing) blocks.push('## Pricing', tool.pricing)
  return blocks.filter(Boolean).join('\n\n')
}
