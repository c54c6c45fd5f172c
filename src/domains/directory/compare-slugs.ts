/** The compare page shows at most this many tools side by side. */
export const MAX_COMPARED = 4

/**
 * `?tools=a,b,c`: up to 4 distinct, well-formed slugs; anything else is ignored. The compare page
 * reads its tools with it and the proxy names the same tools as the page's cache keys.
 */
export function parseComparedSlugs(value: string | string[] | undefined): string[] {
  const raw = (Array.isArray(value) ? value.join(',') : (value ?? '')).slice(0, 500)
  const slugs = raw
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => /^[a-z0-9_-]{1,120}$/.test(slug))
  return [...new Set(slugs)].slice(0, MAX_COMPARED)
}

/** `?diff=1`: the compare page shows only the rows where its tools differ. */
export const DIFFERENCES_ONLY_PARAM = 'diff'

/** The compare page's address for these tools, in this order, and whether it shows differences only. */
export function compareAddress(slugs: string[], differencesOnly = false): string {
  const tools = slugs.map((slug) => encodeURIComponent(slug)).join(',')
  return `/compare?tools=${tools}${differencesOnly ? `&${DIFFERENCES_ONLY_PARAM}=1` : ''}`
}
