import { httpUrl } from '@/platform/validation/http-url'

const BASE = 'http://same-site.invalid'

/**
 * A link to a path or fragment on this site (`/tools/x`, `#top`, `?q=x`), else null. It is parsed
 * as a browser would (tabs and newlines dropped, `\` read as `/`), so `/\evil.example` or
 * `/\t/evil.example` — which a browser opens as another site — are refused.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed || !/^[/#?]/.test(trimmed)) return null
  if ([...trimmed].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return null
  try {
    return new URL(trimmed, BASE).origin === BASE ? trimmed : null
  } catch {
    return null
  }
}

/** A mailto: (or, when asked, tel:) link as the URL parser normalises it, else null. */
function contactUrl(value: string, schemes: string[]): string | null {
  try {
    const url = new URL(value.trim())
    return schemes.includes(url.protocol) && url.pathname ? url.href : null
  } catch {
    return null
  }
}

/**
 * The href a link written by a vendor or editor may have: http(s), mailto:, a path on this site,
 * and tel: when `tel` is set. Anything else (javascript:, data:, vbscript:, however it is
 * spelled) is null, and the caller shows the link's text without a link.
 */
export function safeHref(value: string | null | undefined, { tel = false }: { tel?: boolean } = {}): string | null {
  if (!value?.trim()) return null
  return httpUrl(value) ?? sameSitePath(value) ?? contactUrl(value, tel ? ['mailto:', 'tel:'] : ['mailto:'])
}

/** An image source a vendor or editor may set: an http(s) URL or a path on this site, else null. */
export function safeImageSrc(value: string | null | undefined): string | null {
  return httpUrl(value) ?? sameSitePath(value)
}
