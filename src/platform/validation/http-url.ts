/**
 * The one URL check of the app, shared by forms (through zod refinements), jobs, links and the
 * click redirect. It lives beside the schemas because they may import nothing but zod.
 */

/** The URL as `new URL()` normalises it when it is an http(s) URL with a host, else null. */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value?.trim()) return null
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null
  } catch {
    return null
  }
}

/** The first of the candidates that is an http(s) URL (e.g. affiliate link, then website). */
export function firstHttpUrl(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const url = httpUrl(candidate)
    if (url) return url
  }
  return null
}

/** Adds https:// when the scheme is missing: people type "acme.com", and a link needs a scheme. */
export function withScheme(url: string): string {
  const trimmed = url.trim()
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

/** Loopback hosts are accepted so the tests' fixture sites can be added like real ones. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * What a person typing a tool's website means: an http(s) address (scheme optional) whose host is
 * a domain with a top-level part of at least two letters, or loopback. Query strings and
 * fragments are fine ("x.com?ref=1").
 */
export function isWebsiteAddress(value: string): boolean {
  if (/\s/.test(value.trim())) return false
  const url = httpUrl(withScheme(value))
  if (!url) return false
  const { hostname } = new URL(url)
  return LOOPBACK_HOSTS.has(hostname) || /^([a-z0-9-]+\.)+([a-z]{2,}|xn--[a-z0-9-]+)$/i.test(hostname)
}
