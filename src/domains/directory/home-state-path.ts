import { MAX_PRICE_OPTIONS } from '@/domains/directory/listing/facet-options'
import { parseToolFilters, toolFiltersToSearch, type ToolFilters } from '@/domains/directory/listing/params'

/**
 * The home page is served from Next's full-route cache: the proxy rewrites `/?q=…&type=…` to
 * `/home-cache/<segments>`, an ISR route whose path encodes the normalised filter state, while the
 * visible URL stays `/?…`. The state is the canonical query string (defaults left out), base64url
 * encoded and cut into segments short enough to be file names in the cache directory.
 */
const HOME_CACHE_PREFIX = '/home-cache'
/**
 * States with open-ended values (`isOpenEndedState`) go to `/home-cache/search/<segments>`, rendered
 * per request and never written to the full-route cache: every distinct `q` would otherwise be a
 * file of its own for good (docs/caching.md). No state's encoding starts with `search` (a canonical query string starts with
 * a lower-case parameter name, whose base64 starts with Y, c or d).
 */
const HOME_SEARCH_SEGMENT = 'search'
const DEFAULT_SEGMENT = 'default'
const SEGMENT_LENGTH = 200

function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return null
  }
}

/**
 * Whether a state holds values a visitor can vary without end: search words, integration slugs
 * (any slug parses; unknown ones are ignored when the state is read) or a maximum price the form
 * does not offer. The enumerated filters and facets are a bounded set of states.
 */
export function isOpenEndedState(filters: ToolFilters): boolean {
  const offeredPrice = filters.maxPrice === null || (MAX_PRICE_OPTIONS as readonly number[]).includes(filters.maxPrice)
  return Boolean(filters.q) || filters.integrations.length > 0 || !offeredPrice
}

/** The path segments of a filter state: one per state, so each state has exactly one cache entry. */
export function homeStateSegments(filters: ToolFilters): string[] {
  const search = toolFiltersToSearch(filters).slice(1)
  if (!search) return [DEFAULT_SEGMENT]
  const encoded = toBase64Url(search)
  const segments: string[] = []
  for (let start = 0; start < encoded.length; start += SEGMENT_LENGTH) segments.push(encoded.slice(start, start + SEGMENT_LENGTH))
  return segments
}

/** The internal path the proxy rewrites a home URL's query string to: cached, or per request for a search. */
export function homeCachePath(search: URLSearchParams): string {
  const filters = parseToolFilters(search)
  const route = isOpenEndedState(filters) ? `${HOME_CACHE_PREFIX}/${HOME_SEARCH_SEGMENT}` : HOME_CACHE_PREFIX
  return `${route}/${homeStateSegments(filters).join('/')}`
}

/**
 * The filter state a cache path encodes, or null when the segments are not the canonical encoding
 * of a state (so no path other than the proxy's can create a cache entry).
 */
export function filtersFromHomeState(segments: string[] | string | undefined): ToolFilters | null {
  const parts = typeof segments === 'string' ? [segments] : (segments ?? [])
  if (parts.length === 0) return null
  const search = parts.length === 1 && parts[0] === DEFAULT_SEGMENT ? '' : fromBase64Url(parts.join(''))
  if (search === null) return null
  const filters = parseToolFilters(new URLSearchParams(search))
  const canonical = homeStateSegments(filters)
  return canonical.length === parts.length && canonical.every((part, index) => part === parts[index]) ? filters : null
}
