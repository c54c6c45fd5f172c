import { createHmac } from 'node:crypto'

import { env } from '@/platform/env'
import { clientIp } from '@/platform/request/client-ip'

/** Who made a counted request: the visitor it is counted once for, and the address whose daily cap it uses. */
export type Visit = { visitor: string; address: string }

// A key of its own for these hashes, derived from the app's secret, so a hash here can't be
// compared with any other value signed with PAYLOAD_SECRET.
const key = createHmac('sha256', env.PAYLOAD_SECRET).update('tool-visits').digest()

/**
 * Keyed hashes, never raw addresses: the day is part of what is hashed, so one day's keys can't be
 * linked to another's, and without the secret a key can't be matched to an address by trying them all.
 */
function keyed(day: string, ...parts: string[]): string {
  return createHmac('sha256', key).update([day, ...parts].join('\n')).digest('base64url')
}

/**
 * The visitor is the signed-in user, else the client address with the browser's user agent (two
 * people behind one office address are two visitors). The address alone, from the trusted-proxy
 * rule in client-ip.ts, bounds what a run of made-up user agents from one place can add.
 */
export function visitOf(headers: Headers, userId: number | string | null | undefined, day: string): Visit {
  const address = clientIp(headers)
  const visitor = userId != null ? `user:${userId}` : keyed(day, 'visitor', address, headers.get('user-agent') ?? '')
  return { visitor, address: keyed(day, 'address', address) }
}
