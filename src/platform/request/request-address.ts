/**
 * Addresses the app refuses before routing (src/proxy.ts answers them 400): a NUL byte or broken
 * percent-encoding / UTF-8 anywhere in the path or query string, or a path or query string longer
 * than any page of ours uses (no slug is longer than a path segment of 200). Left to the pages,
 * such values reach PostgreSQL, which rejects NUL in text with an error (a 500).
 */
export const MAX_PATH_LENGTH = 1_024
export const MAX_SEGMENT_LENGTH = 200
export const MAX_QUERY_LENGTH = 4_096

/**
 * Next hands the proxy the query string already decoded and encoded again, with each invalid UTF-8
 * sequence replaced by U+FFFD, so that replacement character stands for broken UTF-8 there.
 */
function decodes(component: string): boolean {
  try {
    const text = decodeURIComponent(component)
    return !text.includes('\0') && !text.includes('\uFFFD')
  } catch {
    return false
  }
}

/** Why the address (as sent, still percent-encoded) can't be served, or null when it can. */
export function malformedAddress(pathname: string, search: string): string | null {
  if (pathname.length > MAX_PATH_LENGTH) return 'The address is too long.'
  if (search.length > MAX_QUERY_LENGTH) return 'The query string is too long.'
  if (pathname.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)) return 'A part of the address is too long.'
  const query = search.replace(/^\?/, '')
  const parts = [...pathname.split('/'), ...(query ? query.split(/[&=]/).map((part) => part.replace(/\+/g, ' ')) : [])]
  if (!parts.every(decodes)) return 'The address contains bytes that are not valid text (a NUL byte or broken UTF-8).'
  return null
}
