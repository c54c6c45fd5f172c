import { MONOGRAM_PALETTE, markTone } from './monogram'

/**
 * How many cards before it a card's colour must differ from: the one before it in a list, and the
 * one above it in a grid of up to four columns (the home grid's widest).
 */
export const NEIGHBOUR_WINDOW = 4

/**
 * The colours of a list of tools, in order: each tool's own (from its key, `markTone`), unless one
 * of the cards just before it has it, in which case the next palette colour none of them has. The
 * same list always gets the same colours, and no two neighbours share one.
 */
export function distinctTones(keys: string[]): number[] {
  const tones: number[] = []
  for (const key of keys) {
    const taken = new Set(tones.slice(-NEIGHBOUR_WINDOW))
    let tone = markTone(key)
    while (taken.has(tone)) tone = (tone + 1) % MONOGRAM_PALETTE.length
    tones.push(tone)
  }
  return tones
}
