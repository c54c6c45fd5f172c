/**
 * `text` if it is at most `max` characters, else cut at the last word boundary before `max` with an
 * ellipsis: a preview never ends in half a word (CSS line-clamp cuts wherever the line ends).
 */
export function clampAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max + 1)
  const lastSpace = cut.lastIndexOf(' ')
  const head = lastSpace > 0 ? cut.slice(0, lastSpace) : flat.slice(0, max)
  return `${head.replace(/[\s,;:.–—-]+$/, '')}…`
}
