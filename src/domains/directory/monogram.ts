import { firstHttpUrl } from '@/platform/validation/http-url'

/**
 * A tool's generated identity when it has no logo (or its logo fails to load): its initials on a
 * colour picked from its website's domain (its name when it has none), so the same tool looks the
 * same on every page and after every deploy, and a renamed tool keeps its colour. Lists move a
 * colour on when a neighbour already has it (./mark-tones.ts).
 */

/**
 * Deep tones on which white text passes WCAG AA (4.5:1 and more); tests/unit/monogram.spec.ts checks
 * each, and that the stylesheet's `.mono-{index}` classes (src/app/(frontend)/ui-classes.css) paint them.
 */
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

/** A tool's website fields, from which its colour comes. */
interface MarkSource {
  name: string
  sourceUrl?: string | null
  affiliateLink?: string | null
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

/** The palette index a key (a domain, a name) picks: the same key, whatever its case or spacing, always the same. */
export function markTone(key: string): number {
  return hash(key.trim().toLowerCase()) % MONOGRAM_PALETTE.length
}

/** What a tool's colour is picked from: its website's host without "www." (the website, else the affiliate link), else its name. */
export function markKey(tool: MarkSource): string {
  const website = firstHttpUrl(tool.sourceUrl, tool.affiliateLink)
  return website ? new URL(website).hostname.replace(/^www\./, '') : tool.name
}

/** A tool's own tone, where it stands alone (its page, its shared image). */
export function toolTone(tool: MarkSource): number {
  return markTone(markKey(tool))
}

/** Initials and colour: the colour of `tone` when given, else the one the name picks (a person's avatar). */
export function monogram(name: string, tone: number = markTone(name)): Monogram {
  return { initials: initials(name), background: MONOGRAM_PALETTE[tone % MONOGRAM_PALETTE.length] ?? MONOGRAM_PALETTE[0] }
}
