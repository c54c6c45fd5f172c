/** Words shorter than this are never corrected: too many words are one letter away from them. */
const ONE_TYPO_LENGTH = 5
/** From this length a word may carry two typos. */
const TWO_TYPOS_LENGTH = 9

/**
 * How many typos a search word may carry and still match a word of the catalogue (the budget of
 * Meilisearch and Typesense): none under 5 letters, 1 from 5 letters, 2 from 9. A number is never
 * corrected.
 */
export function typoBudget(word: string): number {
  if (/^\p{N}+$/u.test(word)) return 0
  const length = [...word].length
  return length >= TWO_TYPOS_LENGTH ? 2 : length >= ONE_TYPO_LENGTH ? 1 : 0
}

/**
 * The typos between a typed word and a catalogue word: insertions, deletions, substitutions and
 * swaps of two neighbouring letters, one each (optimal string alignment distance). A changed first
 * letter is no typo but another word: Infinity.
 */
export function typoDistance(typed: string, known: string): number {
  const a = [...typed]
  const b = [...known]
  if (a[0] !== b[0]) return Infinity
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = best
    }
  }
  return rows[a.length]![b.length]!
}
