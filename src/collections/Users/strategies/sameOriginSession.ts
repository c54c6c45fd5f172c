import { type AuthStrategy, JWTAuthentication } from 'payload'

import { env } from '@/platform/env'

/** The host a request was sent to, as Next reads it for server actions: a proxy's forwarded host first. */
function requestHost(headers: Headers): string | null {
  return (headers.get('x-forwarded-host') ?? headers.get('host'))?.split(',')[0]?.trim().toLowerCase() || null
}

/**
 * Payload trusts a session cookie only on requests whose Origin is in its CSRF list, which names
 * the canonical address (SERVER_URL). A request from one of the site's own pages opened at another
 * address of the same server (127.0.0.1 beside localhost, www beside the bare domain, a preview
 * URL) is just as same-origin: its Origin names the host it was sent to, which a page of another
 * site cannot make a browser send. For such a request this returns the headers as Payload expects
 * them from the canonical address; for any other, null.
 */
export function asCanonicalOrigin(headers: Headers, canonical = env.SERVER_URL): Headers | null {
  const origin = headers.get('origin')
  const canonicalOrigin = new URL(canonical).origin
  if (!origin || origin === canonicalOrigin) return null
  let originHost: string
  try {
    originHost = new URL(origin).host.toLowerCase()
  } catch {
    return null
  }
  if (originHost !== requestHost(headers)) return null
  const trusted = new Headers(headers)
  trusted.set('origin', canonicalOrigin)
  return trusted
}

/**
 * Signs in a same-origin request made at another address of the site with Payload's own cookie
 * check (JWT, session and verification), so a signed-in visitor's actions work at every address
 * the site answers on, not only the canonical one. Runs before Payload's built-in strategy, which
 * handles every other request.
 */
export const sameOriginSession: AuthStrategy = {
  name: 'same-origin-session',
  authenticate: async (args) => {
    const headers = asCanonicalOrigin(args.headers)
    if (!headers) return { user: null }
    return JWTAuthentication({ ...args, headers, strategyName: 'local-jwt' })
  },
}
