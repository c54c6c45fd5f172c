/**
 * The shape of the slugs src/platform/text/slugify.ts makes for tools and articles: lower-case letters,
 * digits and underscores, in words joined by single hyphens. Addresses that cannot be a slug are
 * refused before any lookup.
 */
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/

export const SLUG_MAX_LENGTH = 120

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)
}
