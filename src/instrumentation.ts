/**
 * Runs once when a Next server starts. In the Node runtime of a running app (not the build), it
 * logs the Node version it runs on, stops a production server that does not append the TCP peer to
 * X-Forwarded-For (see src/platform/request/peer-address.ts), and, when there is a cache tier in
 * front (CACHE_PURGE_URLS), listens for the keys every write expires and purges them there
 * (src/platform/cache/purge-listener.ts).
 */
export async function register() {
  // Next's own markers, read before anything loads the environment module (which the build must not parse twice).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { logNodeRuntime } = await import('@/platform/node-runtime')
  logNodeRuntime()
  const { listenForPurges } = await import('@/platform/cache/purge-listener')
  const { purgeCacheTier } = await import('@/platform/cache/tier-purge')
  const { env } = await import('@/platform/env')
  const { requirePeerAddress } = await import('@/platform/request/peer-address')
  if (env.isProduction) requirePeerAddress()
  if (env.CACHE_PURGE_URLS.length > 0) listenForPurges({ databaseUri: env.DATABASE_URI, purge: purgeCacheTier })
}
