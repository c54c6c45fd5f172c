/** The shape of a tool slug (see src/lib/slugify.ts): lower-case words joined by hyphens. */
export const TOOL_SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/

export function validateToolSlug(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter the tool slug, e.g. "seekout".'
  if (!TOOL_SLUG_PATTERN.test(value)) return 'A tool slug uses lower-case letters, digits and hyphens only, e.g. "seekout".'
  return true
}
