import { DEFAULT_FILTERS, searchAnswerAddress } from '@/domains/directory/shared'

/** A tool the compare page may add: what its search list shows. */
export interface ToolOption {
  slug: string
  name: string
  category: string | null
}

/** How many matches the list offers: the first screen of a search by name. */
const SHOWN = 8

function isToolOption(value: unknown): value is ToolOption {
  if (typeof value !== 'object' || value === null) return false
  const { slug, name, category } = value as Record<string, unknown>
  return typeof slug === 'string' && typeof name === 'string' && (category === null || typeof category === 'string')
}

/**
 * The tools whose name or description match `words`, from every audience, best first, without the
 * ones already compared: read from the search answer the home page's search box reads (the cache
 * tier keeps it), so the list ranks as the search does.
 */
export async function findToolOptions(words: string, compared: string[], signal: AbortSignal): Promise<ToolOption[]> {
  const response = await fetch(searchAnswerAddress({ ...DEFAULT_FILTERS, q: words, type: 'everyone', sort: 'relevance' }), { signal })
  if (!response.ok) throw new Error(`The search answered ${response.status}`)
  const answer: unknown = await response.json()
  const tools = typeof answer === 'object' && answer !== null && 'tools' in answer && Array.isArray(answer.tools) ? answer.tools : []
  return tools
    .filter(isToolOption)
    .filter((tool) => !compared.includes(tool.slug))
    .slice(0, SHOWN)
    .map(({ slug, name, category }) => ({ slug, name, category }))
}
