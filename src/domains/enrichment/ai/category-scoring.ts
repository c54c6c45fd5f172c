import { normaliseAlias, type CategoryWithAliases } from '@/domains/directory'

const STOP = new Set(['ai', 'and', 'the', 'for', 'of', 'tools', 'tool', 'software', 'other'])

function occurrences(haystack: string, needle: string, prefix = false): number {
  if (!needle) return 0
  const pattern = new RegExp(`\\b${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}${prefix ? '' : '\\b'}`, 'g')
  return haystack.match(pattern)?.length ?? 0
}

/**
 * The offline categoriser: each category scores by how often its name (weight 3), its aliases
 * (weight 2) and the significant words of its name (weight 1) occur in the tool's text. Only an
 * existing category can win; with no evidence at all the answer is null, never a guess.
 */
export function scoreCategory(text: string, categories: CategoryWithAliases[]): string | null {
  const haystack = normaliseAlias(text)
  let best: { name: string; score: number } | null = null
  for (const category of categories) {
    const name = normaliseAlias(category.name)
    let score = 3 * occurrences(haystack, name)
    for (const row of category.aliases ?? []) {
      if (row.alias) score += 2 * occurrences(haystack, normaliseAlias(row.alias))
    }
    for (const word of name.split(' ')) {
      if (word.length > 3 && !STOP.has(word)) score += occurrences(haystack, word.replace(/s$/, ''), true)
    }
    if (score > 0 && (!best || score > best.score)) best = { name: category.name, score }
  }
  return best?.name ?? null
}
