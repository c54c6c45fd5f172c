/**
 * The security headers every response carries, and the hosts `/_next/image` may optimise from.
 * Plain JavaScript because next.config.mjs reads it when the build starts (and tests import it).
 */

/**
 * No `script-src`: Next's inline bootstrap scripts would need a per-request nonce, which would make
 * every cached page dynamic. What is restricted: plugins, `<base>` hijacking, framing by other
 * sites (Payload's live preview frames our own pages, hence 'self') and where forms may post
 * (server actions and Payload's admin post to this origin; Stripe's Payment Element runs in
 * Stripe's own frames and redirects by script, so it needs no form target of ours).
 */
export const CONTENT_SECURITY_POLICY = "object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'"

/** Two years, subdomains included: only in a production build (`next dev` on http://localhost would pin it). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

/** @param {string | undefined} nodeEnv @returns {{ key: string; value: string }[]} */
export function securityHeaders(nodeEnv) {
  return [
    { key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    ...(nodeEnv === 'production' ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] : []),
  ]
}

/**
 * `/_next/image` optimises only our own images, never any URL on the web (an open proxy): stored
 * tool logos (src/app/tool-logos) and media uploads (served by Payload, from media/ or the bucket),
 * plus the logo bucket or CDN named by NEXT_PUBLIC_LOGO_BUCKET_URL, which the build inlines anyway.
 * @param {string | undefined} logoBucketUrl
 */
export function imageSources(logoBucketUrl) {
  const bucket = logoBucketUrl?.trim().replace(/\/$/, '')
  return {
    localPatterns: [{ pathname: '/tool-logos/**' }, { pathname: '/api/media/file/**' }],
    remotePatterns: bucket ? [new URL(`${bucket}/tool-logos/**`)] : [],
  }
}
