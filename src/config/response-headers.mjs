/**
 * The security headers every response carries, and the hosts `/_next/image` may optimise from.
 * Plain JavaScript because next.config.mjs reads it when the build starts (and tests import it).
 */

/** Stripe.js and its frames (card fields, 3-D Secure), and the API it calls, as Stripe's CSP guide lists them. */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com']
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com']
const STRIPE_API = ['https://api.stripe.com']

/**
 * Payload's code and JSON fields (a tool's raw pricing data, a proposal's changes) load the Monaco
 * editor from jsDelivr, @monaco-editor/loader's default: its scripts, styles and fonts, this
 * version's folder only, in the admin only.
 */
export const MONACO_CDN = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/'

/**
 * The Content-Security-Policy: every kind of resource from this site unless listed.
 * - Scripts: this site and Stripe.js. 'unsafe-inline' because Next's app router writes each page's
 *   data as inline `<script>self.__next_f.push(…)</script>`, different on every page, so neither a
 *   hash in a header nor a nonce (one per request: every cached page would become dynamic) fits.
 *   A script from any other origin is refused; an injected inline script is not, which is why all
 *   vendor and user text is escaped or sanitised (docs/untrusted-text.md).
 * - Styles inline too (React's style props, Payload's admin); images from anywhere over https
 *   (vendor logos and article images live on the vendors' hosts), data: and blob: (previews).
 * - Connections to this site and Stripe's API only; frames of this site (Payload's live preview)
 *   and Stripe; forms post here only; no plugins, no `<base>`, no framing by other sites.
 * - `next dev` evaluates code for fast refresh ('unsafe-eval'), never a production build.
 * @param {{ admin?: boolean; development?: boolean }} [options]
 */
export function contentSecurityPolicy({ admin = false, development = false } = {}) {
  const editor = admin ? [MONACO_CDN] : []
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...STRIPE_SCRIPTS, ...editor],
    'style-src': ["'self'", "'unsafe-inline'", ...editor],
    'font-src': ["'self'", 'data:', ...editor],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", ...STRIPE_API],
    'frame-src': ["'self'", ...STRIPE_FRAMES],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** Two years, subdomains included: only in a production build (`next dev` on http://localhost would pin it). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

/** @param {string | undefined} nodeEnv @returns {{ key: string; value: string }[]} */
export function securityHeaders(nodeEnv) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ development: nodeEnv === 'development' }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    ...(nodeEnv === 'production' ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] : []),
  ]
}

/**
 * The header rules of next.config.mjs: every path gets the security headers, and the admin its own
 * policy (a later rule's header replaces an earlier one's).
 * @param {string | undefined} nodeEnv
 */
export function securityHeaderRules(nodeEnv) {
  const admin = contentSecurityPolicy({ admin: true, development: nodeEnv === 'development' })
  return [
    { source: '/:path*', headers: securityHeaders(nodeEnv) },
    { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: admin }] },
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
