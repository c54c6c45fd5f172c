/**
 * Where a counted view came from, read from the referrer the tool page's beacon sends. Same-origin
 * referrers arrive as full URLs (the site's Referrer-Policy is strict-origin-when-cross-origin, and
 * a client-side navigation sends the previous in-app URL), other sites only as their origin.
 */
export const VIEW_SOURCE_KINDS = ['search', 'home', 'category', 'integration', 'compare', 'tool', 'site', 'external', 'direct'] as const
export type ViewSourceKind = (typeof VIEW_SOURCE_KINDS)[number]
export type ViewSource = { kind: ViewSourceKind; value: string }

/** Longer referrers are not a browser's: ignored (counted as direct/unknown). */
export const MAX_REFERRER_LENGTH = 2048
/** Search words and other values are kept this short: enough for a query, bounded for the table. */
const MAX_SOURCE_VALUE_LENGTH = 100

const DIRECT: ViewSource = { kind: 'direct', value: '' }
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

/** Search words as one lowercase, single-spaced string, cut to MAX_SOURCE_VALUE_LENGTH characters. */
function normaliseSearchTerms(q: string): string {
  const words = q
    .normalize('NFKC')
    .toLowerCase()
    // Control and format characters are not search words.
    .replace(/[\p{C}]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .join(' ')
  return Array.from(words).slice(0, MAX_SOURCE_VALUE_LENGTH).join('').trim()
}

function slugAt(segment: string | undefined): string | null {
  if (!segment) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(segment).toLowerCase()
  } catch {
    return null
  }
  return SLUG.test(decoded) ? decoded : null
}

/** A page of this site: which listing, search or page it is. */
function internalSource(url: URL): ViewSource {
  const segments = url.pathname.split('/').filter(Boolean)
  const [first, second, third] = segments
  if (segments.length === 0) {
    const q = normaliseSearchTerms(url.searchParams.get('q') ?? '')
    return q ? { kind: 'search', value: q } : { kind: 'home', value: '' }
  }
  if (first === 'categories') {
    const category = slugAt(third) ?? slugAt(second)
    return category ? { kind: 'category', value: category } : { kind: 'site', value: '/categories' }
  }
  if (first === 'integrations' && segments.length === 2) {
    const integration = slugAt(second)
    if (integration) return { kind: 'integration', value: integration }
  }
  if (first === 'compare') return { kind: 'compare', value: '' }
  if (first === 'tools' && segments.length === 2) {
    // The viewed tool's own page as its referrer is told apart in count-visit.ts, which knows its slug.
    const tool = slugAt(second)
    if (tool) return { kind: 'tool', value: tool }
  }
  const section = slugAt(first)
  return { kind: 'site', value: section ? `/${section}` : '/' }
}

/**
 * Classifies the referrer of a tool view. `ownOrigins` are this site's origins
 * (SERVER_URL's, and the one the request came in on). Anything missing, malformed, oversized or
 * not http(s) is direct/unknown; never throws.
 */
export function classifyReferrer(referrer: unknown, ownOrigins: readonly string[]): ViewSource {
  if (typeof referrer !== 'string' || !referrer || referrer.length > MAX_REFERRER_LENGTH) return DIRECT
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return DIRECT
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return DIRECT
  if (ownOrigins.includes(url.origin)) {
    const source = internalSource(url)
    return source.value.length <= MAX_SOURCE_VALUE_LENGTH ? source : DIRECT
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '')
  return host && host.length <= MAX_SOURCE_VALUE_LENGTH ? { kind: 'external', value: host } : DIRECT
}
