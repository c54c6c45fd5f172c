import { handleEndpoints, type Payload } from 'payload'

type RestOptions = { body?: unknown; token?: string; ip?: string }

/**
 * One request to Payload's REST API, through the same handler as /api/[...slug], from a browser on
 * the site (`ip` is what the proxy in front appended to X-Forwarded-For).
 */
export function rest(payload: Payload, method: string, path: string, { body, token, ip = '192.0.2.1' }: RestOptions = {}) {
  const headers = new Headers({ 'x-forwarded-for': ip, origin: process.env.SERVER_URL!, 'sec-fetch-site': 'same-origin' })
  if (body !== undefined) headers.set('content-type', 'application/json')
  if (token) headers.set('cookie', `payload-token=${token}`)
  const request = new Request(`${process.env.SERVER_URL}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return handleEndpoints({ config: payload.config, request })
}

/** The session token a REST sign-in set in its cookie. */
export function tokenFrom(response: Response): string | undefined {
  return response.headers.get('set-cookie')?.match(/payload-token=([^;]*)/)?.[1] || undefined
}

/** Who Payload takes the bearer of `token` for: the check every request with the cookie goes through. */
export async function sessionEmail(payload: Payload, token: string | undefined): Promise<string | null> {
  if (!token) return null
  const { user } = await payload.auth({ headers: new Headers({ cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }) })
  return user?.email ?? null
}
