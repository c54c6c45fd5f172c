import type { SynonymGroups } from './synonyms'
import { searchWords } from './words'

const prefixes = (words: readonly string[]) => words.map((word) => `${word}:*`).join(' & ')

/** The longest synonym phrase starting at `start`, with its group. */
function synonymAt(words: string[], start: number, synonyms: SynonymGroups): { length: number; group: SynonymGroups[number] } | null {
  let best: { length: number; group: SynonymGroups[number] } | null = null
  for (const group of synonyms) {
    for (const phrase of group) {
      const fits = phrase.every((word, index) => words[start + index] === word)
      if (fits && phrase.length > (best?.length ?? 0)) best = { length: phrase.length, group }
    }
  }
  return best
}

/**
 * A tsquery of word prefixes ("sourc" finds "sourcing"), all required, where a phrase of a synonym
 * group matches any phrase of it: with ATS ↔ applicant tracking, "ats" becomes
 * `((ats:*) | (applicant:* & tracking:*))`.
 */
export function searchTsQuery(q: string, synonyms: SynonymGroups): string {
  const words = searchWords(q)
  const parts: string[] = []
  for (let index = 0; index < words.length; ) {
    const synonym = synonymAt(words, index, synonyms)
    if (synonym) {
      parts.push(`(${synonym.group.map((phrase) => `(${prefixes(phrase)})`).join(' | ')})`)
      index += synonym.length
    } else {
      parts.push(`${words[index]}:*`)
      index += 1
    }
  }
  return parts.join(' & ')
}
