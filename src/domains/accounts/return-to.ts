const BASE = 'http://return-to.invalid'
/** Percent-decoding rounds before a value counts as too deeply encoded to be a real path. */
const DECODE_ROUNDS = 3

/** Decodes until stable; null when still encoded after a few rounds or the escapes are malformed. */
function fullyDecoded(value: string): string | null {
  let current = value
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

/**
 * A path a browser could read as another host: `//host` is protocol-relative, browsers treat `\`
 * like `/`, and they drop tabs and newlines from URLs, so each of those must go, at any level of
 * percent-encoding (a page may decode the value once more before using it).
 */
function escapesSite(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  return /[\u0000-\u001f\u007f\s\\]/.test(path) || path.startsWith('//')
}

/**
 * Where to go after signing in: only a path on this site, or `fallback`. The value is checked raw,
 * fully decoded and after URL normalisation (`/.//evil` normalises to `//evil`), so absolute and
 * protocol-relative URLs, backslashes, whitespace and their encoded forms never leave the site.
 * /auth itself falls back too (no loops).
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback
  if (!value.startsWith('/') || escapesSite(value)) return fallback
  // The query and fragment may hold encoded anything (`?q=a%20b`); the path may not.
  const decoded = fullyDecoded(value.split(/[?#]/, 1)[0] ?? '')
  if (decoded === null || escapesSite(decoded)) return fallback
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const pathname = fullyDecoded(url.pathname)
  if (pathname === null || escapesSite(pathname) || /^\/auth(\/|$)/i.test(pathname)) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/** The sign-in URL that brings the visitor back to `path` afterwards. */
export function authUrlFor(path: string): string {
  const target = safeReturnTo(path)
  return target === '/' ? '/auth' : `/auth?returnTo=${encodeURIComponent(target)}`
}
