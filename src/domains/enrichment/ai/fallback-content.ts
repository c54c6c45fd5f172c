import { NotEnoughSourceError, type ToolSource } from './source-text'

const sentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const MIN_BENEFITS = 3
const MAX_BENEFITS = 5
const asBenefit = (text: string) => capitalise(text.replace(/[.!?;:]+$/, '').trim())
const benefitLength = (text: string) => text.length >= 8 && text.length <= 120

/** A crawled sentence that reads as prose, not a run of menu items ("Home Pricing Login."). */
function isProse(sentence: string): boolean {
  const words = sentence.split(' ')
  return /[.!]$/.test(sentence) && words.length >= 4 && words.filter((word) => /^[a-z]/.test(word)).length * 2 >= words.length
}

/**
 * Three to five benefits, each the tool's own words: its features first, then its description's
 * sentences after the first, then sentences of the crawled page, then the first sentence. When
 * fewer than three such facts exist it refuses rather than invent one.
 */
export function fallbackKeyBenefits(tool: ToolSource): string[] {
  const [lead, ...rest] = sentences(tool.description ?? '')
  const candidates = [
    ...(tool.features ?? []),
    ...rest,
    ...sentences(tool.crawledText ?? '').filter(isProse),
    ...(lead ? [lead] : []),
  ]
    .map(asBenefit)
    .filter(benefitLength)
  const seen = new Set<string>()
  const benefits = candidates.filter((benefit) => !seen.has(benefit.toLowerCase()) && seen.add(benefit.toLowerCase()))
  if (benefits.length < MIN_BENEFITS) {
    throw new NotEnoughSourceError(
      `${tool.name} has fewer than ${MIN_BENEFITS} facts (features or sentences) to write key benefits from; add features or a longer description`,
    )
  }
  return benefits.slice(0, MAX_BENEFITS)
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
