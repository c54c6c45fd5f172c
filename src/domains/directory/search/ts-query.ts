import { SEARCH_SYNONYMS } from './synonyms'

/** The words of a text: letters and digits only, lower-case (so always valid tsquery syntax). */
export function textWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/** The words a search matches: at most 8. */
export function searchWords(q: string): string[] {
  return textWords(q).slice(0, 8)
}

const phrases = SEARCH_SYNONYMS.map((group) => group.map((phrase) => phrase.split(' ')))

const prefixes = (words: string[]) => words.map((word) => `${word}:*`).join(' & ')

/** The longest synonym phrase starting at `start`, with its group. */
function synonymAt(words: string[], start: number): { length: number; group: string[][] } | null {
  let best: { length: number; group: string[][] } | null = null
  for (const group of phrases) {
    for (const phrase of group) {
      const fits = phrase.every((word, index) => words[start + index] === word)
      if (fits && phrase.length > (best?.length ?? 0)) best = { length: phrase.length, group }
    }
  }
  return best
}

/**
 * A tsquery of word prefixes ("sourc" finds "sourcing"), all required, where a recruiting synonym
 * matches any phrase of its group: "ats" becomes `(ats:* | applicant:* & tracking:*)`.
 */
export function searchTsQuery(q: string): string {
  const words = searchWords(q)
  const parts: string[] = []
  for (let index = 0; index < words.length; ) {
    const synonym = synonymAt(words, index)
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
