/** A stable anchor id for a section heading, e.g. "Third-Party Links" → "third-party-links". */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
