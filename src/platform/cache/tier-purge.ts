import { sendIdempotent } from '@/platform/cache/idempotent-request'
import { env } from '@/platform/env'

/** The request header the VCL (scripts/varnish/hirestack.vcl) reads the keys to purge from. */
const PURGE_KEYS_HEADER = 'xkey-purge'

let lastWarning = 0

/**
 * Drops every page carrying any of `keys` (src/platform/cache/page-cache-keys.ts) from each cache-tier node.
 * A node that can't be reached is logged (once a minute), never thrown at: the write has happened,
 * and the node's own expiry catches up.
 */
export async function purgeCacheTier(keys: string[], nodes: string[] = env.CACHE_PURGE_URLS): Promise<boolean> {
  if (keys.length === 0) return true
  const results = await Promise.all(
    nodes.map(async (node) => {
      try {
        const response = await sendIdempotent(new URL('/', node), () => ({
          method: 'PURGE',
          headers: { [PURGE_KEYS_HEADER]: keys.join(' ') },
          signal: AbortSignal.timeout(5_000),
        }))
        if (response.ok) return true
        throw new Error(`answered ${response.status}`)
      } catch (error) {
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now()
          const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''
          console.warn(`[cache-tier] could not purge ${keys.join(' ')} at ${node}: ${error instanceof Error ? error.message : String(error)}${cause}`)
        }
        return false
      }
    }),
  )
  return results.every(Boolean)
}
