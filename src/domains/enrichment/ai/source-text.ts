export interface ToolSource {
  name: string
  description?: string | null
  features?: string[] | null
  pricing?: string | null
  integrations?: string[] | null
  /** Text crawled from the tool's website, when there is any. */
  crawledText?: string | null
}

const PROMPT_TEXT_CAP = 6_000

/** The facts a prompt may use, in one block. */
export function sourceBlock(tool: ToolSource): string {
  return [
    `Tool name: ${tool.name}`,
    tool.description ? `Description: ${tool.description}` : null,
    tool.features?.length ? `Features:\n${tool.features.map((feature) => `- ${feature}`).join('\n')}` : null,
    tool.pricing ? `Pricing: ${tool.pricing}` : null,
    tool.integrations?.length ? `Integrations: ${tool.integrations.join(', ')}` : null,
    tool.crawledText ? `Website text:\n${tool.crawledText.slice(0, PROMPT_TEXT_CAP)}` : null,
  ]
    .filter(Boolean)
    .join('\n\n')
}

export function hasSourceText(tool: ToolSource): boolean {
  return Boolean(tool.description?.trim() || tool.features?.length || tool.crawledText?.trim())
}

export class NotEnoughSourceError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotEnoughSourceError'
  }
}
