/**
 * Runs once when a Next server starts. In the Node runtime of a running app (not the build), it
 * logs the Node version it runs on, stops a production server that does not append the TCP peer to
 * X-Forwarded-For (see src/platform/request/peer-address.ts), and listens for expired cache tags
 * announced by other instances and by jobs, so every instance's cache, and the cache tier in front
 * of it, follow every write (src/platform/cache/tag-listener.ts).
 */
export async function register() {
  // Next's own markers, read before anything loads the environment module (which the build must not parse twice).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { logNodeRuntime } = await import('@/platform/node-runtime')
  logNodeRuntime()
  const { expireInThisApp, listenForExpiredTags } = await import('@/platform/cache/tag-listener')
  const { purgeCacheTier } = await import('@/platform/cache/tier-purge')
  const { env } = await import('@/platform/env')
  const { requirePeerAddress } = await import('@/platform/request/peer-address')
  if (env.isProduction) requirePeerAddress()
  listenForExpiredTags({ databaseUri: env.DATABASE_URI, expire: expireInThisApp, purge: purgeCacheTier })
}
