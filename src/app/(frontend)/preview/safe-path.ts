import { isSlug } from '@/platform/validation/slug'

/** Only article pages of this site (previews exist for nothing else): never another origin, no open redirect. */
export function previewPath(value: string | null): string | null {
  const slug = value?.match(/^\/resources\/([^/]+)$/)?.[1]
  return slug && isSlug(slug) ? `/resources/${slug}` : null
}
