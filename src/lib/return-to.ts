/**
 * Where to go after signing in: only a path on this site. Absolute URLs, protocol-relative
 * (`//evil.test`) and backslash tricks fall back to `/`, and so does /auth itself (no loops).
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback
  if ([...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return fallback
  try {
    const base = 'http://return-to.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return fallback
    const path = `${url.pathname}${url.search}${url.hash}`
    if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback
    return path
  } catch {
    return fallback
  }
}

/** The sign-in URL that brings the visitor back to `path` afterwards. */
export function authUrlFor(path: string): string {
  const target = safeReturnTo(path)
  return target === '/' ? '/auth' : `/auth?returnTo=${encodeURIComponent(target)}`
}
