import pg from 'pg'

import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { CACHE_PURGE_CHANNEL, parseNotice } from '@/platform/cache/purge-notices'

/** Keys that every kept page carries one of: purged after a lost connection, when notices may have been missed. */
const EVERYTHING = [CACHE_KEYS.tools, CACHE_KEYS.categories, CACHE_KEYS.articles, CACHE_KEYS.siteSettings]
const MAX_RETRY_MS = 30_000

export type CachePurgeListener = { stop: () => Promise<void> }

/**
 * Keeps the cache tier in step with writes made anywhere (this instance, another one, the jobs
 * worker): LISTENs for purge notices, which arrive when the write commits, and hands each to
 * `purge`. Every instance purges, so a purge still happens when the writer has gone. Reconnects
 * with back-off; after a reconnect it purges everything, as notices sent while it was away are lost.
 */
export function listenForPurges(options: {
  databaseUri: string
  purge: (keys: string[]) => Promise<unknown>
  onListening?: () => void
}): CachePurgeListener {
  let client: pg.Client | null = null
  let stopped = false
  let retryMs = 1_000
  let retryTimer: NodeJS.Timeout | undefined
  let connectedBefore = false

  const retry = () => {
    client = null
    if (stopped || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect()
    }, retryMs)
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
  }

  async function connect() {
    const next = new pg.Client({ connectionString: options.databaseUri, application_name: 'hirestack-cache-purge' })
    next.on('error', () => void next.end().catch(() => undefined))
    next.on('end', () => {
      if (client === next) retry()
    })
    next.on('notification', (message) => {
      if (message.channel !== CACHE_PURGE_CHANNEL) return
      const notice = parseNotice(message.payload)
      if (notice) void options.purge(notice.keys)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${CACHE_PURGE_CHANNEL}`)
    } catch (error) {
      console.warn(`[cache-purge] not listening yet: ${error instanceof Error ? error.message : String(error)}`)
      await next.end().catch(() => undefined)
      retry()
      return
    }
    if (stopped) {
      await next.end().catch(() => undefined)
      return
    }
    client = next
    retryMs = 1_000
    if (connectedBefore) void options.purge(EVERYTHING)
    connectedBefore = true
    options.onListening?.()
  }

  void connect()
  return {
    async stop() {
      stopped = true
      clearTimeout(retryTimer)
      await client?.end().catch(() => undefined)
      client = null
    },
  }
}
