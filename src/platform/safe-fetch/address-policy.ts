import { BlockList, isIP } from 'node:net'

import { liveEnv } from '../env'

/**
 * Addresses a crawler must never reach from the server: loopback, private networks, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, documentation and reserved
 * ranges, and their IPv6 equivalents. The IPv6 transition prefixes that carry an IPv4 address
 * inside them (NAT64 64:ff9b::/96 and its local-use 64:ff9b:1::/48, 6to4 2002::/16, Teredo
 * 2001::/32) are refused whole: a public site has no reason to use them, and a gateway on the
 * path would turn them into a route to the embedded (possibly private) IPv4 address.
 */
const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2002::', 16],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6')
}

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:10.0.0.1). */
function embeddedIPv4(address: string): string | null {
  const lower = address.toLowerCase()
  const dotted = /^(?:0{0,4}:){0,5}(?:ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower.replace(/^::/, ''))
  if (lower.startsWith('::') && dotted) return dotted[1] ?? null
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
  if (hex) {
    const high = parseInt(hex[1] ?? '0', 16)
    const low = parseInt(hex[2] ?? '0', 16)
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return null
}

/** True when the address is not a public unicast address. Anything unparseable counts as private. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(bare)
  if (family === 4) return blocked.check(bare, 'ipv4')
  if (family === 6) {
    const v4 = embeddedIPv4(bare)
    if (v4) return blocked.check(v4, 'ipv4')
    return blocked.check(bare, 'ipv6')
  }
  return true
}

/** true: any private host; a list: only those hosts or addresses (e.g. ["127.0.0.1"]); false: none. */
export type PrivateHostAllowance = boolean | string[]

/**
 * CRAWLER_ALLOW_PRIVATE_HOSTS is for tests only, which serve fixture sites on loopback: "1" allows
 * every private address, a comma-separated list allows just those hosts. Production never sets it.
 */
export function privateHostAllowance(): PrivateHostAllowance {
  const setting = liveEnv().CRAWLER_ALLOW_PRIVATE_HOSTS
  if (!setting || setting === '0' || setting === 'false') return false
  if (setting === '1' || setting === 'true') return true
  return setting.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean)
}

export function isAllowedPrivate(allowance: PrivateHostAllowance, hostname: string, address: string): boolean {
  if (typeof allowance === 'boolean') return allowance
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return allowance.includes(host) || allowance.includes(address.toLowerCase())
}
