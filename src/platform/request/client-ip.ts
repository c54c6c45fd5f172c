import { BlockList, isIP } from 'node:net'

import { env } from '@/platform/env'

/**
 * The key of every request whose client can't be told. They share one allowance: were a made-up
 * value its own key, each new made-up value would be a fresh allowance.
 */
export const UNKNOWN_CLIENT = 'unknown'

/** A matcher for TRUSTED_PROXIES entries (addresses and CIDR ranges, already validated by env). */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return list
}

const trustedProxies = trustedProxyList(env.TRUSTED_PROXIES)

/**
 * The client address for per-IP limits and counts. The server appends the TCP peer of each request
 * to X-Forwarded-For (scripts/server/append-peer-address.mjs), as each proxy appends the address it
 * saw, and everything left of our own proxies' entries was written by the client. So the client is
 * the rightmost entry that is not one of our trusted proxies: the peer itself unless it is one of
 * them (with none, a client's own header is never read). An entry that is not an IP address ends
 * the walk: no proxy of ours wrote it, so nothing from there on can be believed. A chain of trusted
 * proxies only (a request from a proxy itself) is keyed on the leftmost of them.
 */
export function clientIp(headers: Headers, trusted: BlockList = trustedProxies): string {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim())
  let nearest: string | undefined
  for (const hop of hops.reverse()) {
    const version = isIP(hop)
    if (version === 0) return UNKNOWN_CLIENT
    if (!trusted.check(hop, version === 6 ? 'ipv6' : 'ipv4')) return hop
    nearest = hop
  }
  return nearest ?? UNKNOWN_CLIENT
}
