import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

import { isAllowedPrivate, isPrivateAddress, privateHostAllowance, type PrivateHostAllowance } from './address-policy'
import { CrawlError } from './errors'

export interface ResolvedHost {
  address: string
  family: 4 | 6
}

/**
 * Resolves the host before any connection is made and refuses it when any of its addresses is
 * private, so a name that points inside the network (or at cloud metadata) is never fetched. The
 * connection is then pinned to the checked address, which defeats DNS rebinding between the check
 * and the connect.
 */
export async function resolvePublicHost(
  hostname: string,
  allowPrivate: PrivateHostAllowance = privateHostAllowance(),
): Promise<ResolvedHost> {
  const bare = hostname.replace(/^\[|\]$/g, '')
  const literal = isIP(bare)
  let addresses: { address: string; family: number }[]
  if (literal) {
    addresses = [{ address: bare, family: literal }]
  } else {
    try {
      addresses = await lookup(bare, { all: true, verbatim: true })
    } catch {
      throw new CrawlError('dns_failure', `Could not resolve ${hostname}`)
    }
  }
  if (addresses.length === 0) throw new CrawlError('dns_failure', `Could not resolve ${hostname}`)
  if (addresses.some(({ address }) => isPrivateAddress(address) && !isAllowedPrivate(allowPrivate, bare, address))) {
    throw new CrawlError('blocked_host', `Refusing to fetch ${hostname}: it resolves to a private or local address`)
  }
  const first = addresses[0]!
  return { address: first.address, family: first.family === 6 ? 6 : 4 }
}
