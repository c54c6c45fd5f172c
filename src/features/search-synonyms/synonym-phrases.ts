import { synonymPhrases } from '@/domains/directory'

/** At most this many phrases in a group, and words in a phrase (a search reads at most 8 words). */
const MAX_PHRASES = 20
const MAX_PHRASE_WORDS = 8

/** Why an editor's group of phrases can't be saved, or true. */
export function synonymPhrasesProblem(value: unknown): string | true {
  const phrases = synonymPhrases(typeof value === 'string' ? value : '')
  if (phrases.length < 2) return 'Enter at least two phrases, one per line.'
  if (phrases.length > MAX_PHRASES) return `Enter at most ${MAX_PHRASES} phrases.`
  const long = phrases.find((phrase) => phrase.length > MAX_PHRASE_WORDS)
  if (long) return `“${long.join(' ')}” is longer than ${MAX_PHRASE_WORDS} words.`
  return true
}
