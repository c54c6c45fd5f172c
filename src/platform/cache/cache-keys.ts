/**
 * Cache keys, one module for all of them: the proxy names a public page's keys in its response
 * for the cache tier (src/platform/cache/page-cache-keys.ts), and the writes' hooks purge them.
 * docs/caching.md has the table of which write purges which keys and which page carries which.
 *
 * Two grains: `tools` and `categories` are carried by every page that shows any tool or category
 * and are purged by the writes that can change all of them at once (category edits, the hourly
 * ranking); the precise keys below are what an upvote or a tool edit purges, so one tool's change
 * drops only the pages that can show it.
 */

/** What selects a listing's tools: a tool type ('everyone' or none is every type) and a category slug. */
export type ListingSelection = { type?: string | null; category?: string | null }

/** Every page that shows tools (any listing, a tool page's similar tools, compare, article links): the ranking's and a reconnect's key. */
const tools = 'tools'

/** One tool: its page, and every page that shows it by name (compare, an article's tool link). */
const tool = (slug: string) => `tool:${slug}`

/**
 * The listings of one category, by the slug in their address. Hyphens are collapsed because the
 * listing matches an unknown slug by its words (`titleFromSlug`), so `a--b` shows what `a-b` shows.
 */
const category = (slug: string) => `category:${slug.split('-').filter(Boolean).join('-')}`

/**
 * The narrowest key that every tool a listing can show purges: its category when it has one
 * (type, price and search words only narrow it further), else its tool type, else `listing:all`
 * (the unfiltered lists, which can show any tool).
 */
const listing = ({ type, category: slug }: ListingSelection) =>
  slug ? category(slug) : type && type !== 'everyone' ? `listing:type:${type}` : 'listing:all'

/** The listing of the tools that integrate with one integration (`/integrations/<slug>`). */
const integration = (slug: string) => `integration:${slug}`

export const CACHE_KEYS = {
  tools,
  tool,
  category,
  listing,
  integration,
  /** The category catalog (names, slugs, aliases) and the category options per tool type. */
  categories: 'categories',
  articles: 'articles',
  /** Article pages, whose tool links show tools' names and summaries (any tool edit purges them). */
  articleToolLinks: 'article-tool-links',
  article: (slug: string) => `article:${slug}`,
  siteSettings: 'site-settings',
  /** An editable static page (a Payload global such as `privacy-policy`). */
  page: (slug: string) => `page:${slug}`,
} as const
