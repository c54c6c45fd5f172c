/** The words of a text: letters and digits only, lower-case (so always valid tsquery syntax). */
export function textWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/** The words a search matches: at most 8. */
export function searchWords(q: string): string[] {
  return textWords(q).slice(0, 8)
}
