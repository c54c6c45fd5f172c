/**
 * A tool's generated identity when it has no logo (or its logo fails to load): its initials on a
 * colour picked from its name, so every tool looks different and the same tool always looks the
 * same, on every page and after every deploy.
 */

/** Deep tones on which white text passes WCAG AA (4.5:1 and more); tests/unit/monogram.spec.ts checks each. */
export const MONOGRAM_PALETTE = [
  '#4338ca', // indigo
  '#1d4ed8', // blue
  '#0f766e', // teal
  '#047857', // emerald
  '#6d28d9', // violet
  '#be123c', // rose
  '#92400e', // amber
  '#155e75', // cyan
  '#a21caf', // fuchsia
  '#9a3412', // orange
  '#334155', // slate
  '#3f6212', // lime
] as const

interface Monogram {
  initials: string
  background: string
}

/** FNV-1a: cheap, stable across runtimes (server render and hydration agree) and well spread. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

/**
 * Up to two initials: the first letters of the first two words ("Hire Stack" → "HS"), or of a
 * single word and its next capital ("ChatGPT" → "CG", "Teal" → "T").
 */
function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  const [first, second] = words
  if (!first) return '?'
  if (second) return `${[...first][0]}${[...second][0]}`.toUpperCase()
  const [lead, ...rest] = [...first]
  const capital = rest.find((char) => /\p{Lu}/u.test(char))
  return `${lead}${capital ?? ''}`.toUpperCase()
}

export function monogram(name: string): Monogram {
  return {
    initials: initials(name),
    background: MONOGRAM_PALETTE[hash(name.trim().toLowerCase()) % MONOGRAM_PALETTE.length] ?? MONOGRAM_PALETTE[0],
  }
}
