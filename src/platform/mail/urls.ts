import { env } from '@/platform/env'

/** Absolute links for emails, built on the public site address (SERVER_URL). */
export function siteUrl(path: string, query?: Record<string, string>): string {
  const url = new URL(path, env.SERVER_URL)
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value)
  return url.toString()
}
