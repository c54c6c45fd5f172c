import type { SynonymGroups } from './synonyms'
import type { SearchVocabulary } from './vocabulary'
import { searchWords } from './words'

/** A way a term is matched: its words, all required, and the typos between them and the words typed. */
interface TermPhrase {
  words: readonly string[]
  typos: number
}

/**
 * One unit a search matches: a word as typed (and, for a word the catalogue doesn't know, its
 * corrections), or a synonym phrase standing for its group. `phrases` are the ways any of which
 * matches it, the fewest typos first; `words` is how many of the search's words it covers.
 */
export interface SearchTerm {
  phrases: readonly TermPhrase[]
  words: number
}

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
 * The terms of a search, in order: with ATS ↔ applicant tracking, "ats for startups" is
 * [ats | applicant tracking, for, startups]; "sorcing tools" is [sorcing | sourcing (1 typo), tools].
 */
export function searchTerms(q: string, { synonyms, corrections }: SearchVocabulary): SearchTerm[] {
  const words = searchWords(q)
  const terms: SearchTerm[] = []
  for (let index = 0; index < words.length; ) {
    const word = words[index]!
    const synonym = synonymAt(words, index, synonyms)
    const corrected = (corrections.get(word) ?? []).map((correction) => ({ words: [correction.word], typos: correction.typos }))
    terms.push(
      synonym
        ? { phrases: synonym.group.map((phrase) => ({ words: phrase, typos: 0 })), words: synonym.length }
        : { phrases: [{ words: [word], typos: 0 }, ...corrected], words: 1 },
    )
    index += synonym?.length ?? 1
  }
  return terms
}

/**
 * A term (or one of its phrases) as a tsquery: each word a prefix ("sourc" finds "sourcing"), a
 * phrase's words all required, any phrase of the term; `weight` (A name, B description, C the
 * rest) limits the words to one part of `search_vector`, and `prefix` false asks for whole words.
 */
export function termTsQuery(term: Pick<SearchTerm, 'phrases'>, { weight = '', prefix = true }: { weight?: 'A' | 'B' | 'C' | ''; prefix?: boolean } = {}): string {
  const marks = prefix || weight ? `:${prefix ? '*' : ''}${weight}` : ''
  const phrase = (words: readonly string[]) => words.map((word) => `${word}${marks}`).join(' & ')
  const [only] = term.phrases
  return term.phrases.length === 1 && only!.words.length === 1 ? phrase(only!.words) : `(${term.phrases.map(({ words }) => `(${phrase(words)})`).join(' | ')})`
}

/**
 * A tsquery of word prefixes, all required (`join` '&') or any (`join` '|'), where a phrase of a
 * synonym group matches any phrase of it: with ATS ↔ applicant tracking, "ats" becomes
 * `((ats:*) | (applicant:* & tracking:*))`.
 */
export function searchTsQuery(q: string, vocabulary: SearchVocabulary, join: '&' | '|' = '&'): string {
  return searchTerms(q, vocabulary)
    .map((term) => termTsQuery(term))
    .join(` ${join} `)
}
