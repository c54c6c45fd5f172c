import { Resolver } from 'node:dns/promises'

import { liveEnv } from '@/platform/env'

/** Why the TXT lookup found nothing: no such record, or no answer from DNS. */
export type TxtLookup = { records: string[] } | { error: 'none' | 'unreachable' }

const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'ENONAME'])

/**
 * The TXT records of `domain`, each with its strings joined (a long record comes in 255-byte
 * parts). Asks CLAIM_DNS_SERVER ("host:port") when set, else the machine's resolvers.
 */
export async function lookupTxt(domain: string): Promise<TxtLookup> {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 })
  const server = liveEnv().CLAIM_DNS_SERVER
  if (server) resolver.setServers([server])
  try {
    const records = await resolver.resolveTxt(domain)
    return { records: records.map((parts) => parts.join('')) }
  } catch (error) {
    const code = (error as { code?: string }).code ?? ''
    return { error: NO_RECORD.has(code) ? 'none' : 'unreachable' }
  }
}
