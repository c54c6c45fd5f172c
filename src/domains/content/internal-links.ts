import type { CollectionSlug, PopulateType } from 'payload'

/**
 * The collections with public pages and where each document is shown. Rich-text links to a
 * document ("internal links") may point only at these, so every one has a page to open.
 */
const PAGE_OF = {
  articles: (slug: string) => `/resources/${slug}`,
  tools: (slug: string) => `/tools/${slug}`,
} as const satisfies Partial<Record<CollectionSlug, (slug: string) => string>>

type LinkableCollection = keyof typeof PAGE_OF

export const LINKABLE_COLLECTIONS = Object.keys(PAGE_OF) as LinkableCollection[]

/** What a page read needs of a linked document to build its address (nothing else is loaded). */
export const LINKED_DOC_POPULATE = { articles: { slug: true }, tools: { slug: true } } satisfies PopulateType

/**
 * The public page of a linked document. Null when there is none to open: the reader may not see
 * the document (a draft or an unapproved tool is left unpopulated, as a bare id) or it was deleted.
 */
export function internalLinkHref(doc: { relationTo: string; value: unknown } | null | undefined): string | null {
  if (!doc || !LINKABLE_COLLECTIONS.includes(doc.relationTo as LinkableCollection)) return null
  const slug = doc.value && typeof doc.value === 'object' ? (doc.value as { slug?: unknown }).slug : null
  return typeof slug === 'string' && slug ? PAGE_OF[doc.relationTo as LinkableCollection](slug) : null
}
