import pg from 'pg'

import { postExpiry } from '@/platform/cache/remote-revalidation'
import { CACHE_TAGS_CHANNEL, parseNotice } from '@/platform/cache/tag-notices'
import { TAGS } from '@/platform/cache/tags'
import { env } from '@/platform/env'

/** Tags that cover every cached read: expired after a lost connection, when notices may have been missed. */
const EVERYTHING = [TAGS.tools, TAGS.categories, TAGS.articles, TAGS.siteSettings]
const MAX_RETRY_MS = 30_000

export type CacheTagListener = { stop: () => Promise<void> }

/**
 * Keeps this app instance's cache in step with writes made anywhere (this instance, another one,
 * the jobs worker): LISTENs for expired-tag notices and hands each to
 * `expire` (in the app: a signed call to its own /internal/revalidate, since Next expires tags
 * only inside a request), then to `purge` (the cache tier in front of the app). Every instance
 * purges after expiring its own cache, so the last purge follows the last expiry and the cache
 * tier can't keep a page it fetched from an instance that was still stale. Reconnects with
 * back-off; after a reconnect it expires and purges everything, as notices sent while it was away
 * are lost.
 */
export function listenForExpiredTags(options: {
  databaseUri: string
  expire: (tags: string[]) => Promise<unknown>
  purge?: (tags: string[]) => Promise<unknown>
  onListening?: () => void
}): CacheTagListener {
  let client: pg.Client | null = null
  let stopped = false
  let retryMs = 1_000
  let retryTimer: NodeJS.Timeout | undefined
  let connectedBefore = false

  async function follow(tags: string[]) {
    await options.expire(tags)
    await options.purge?.(tags)
  }

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
    const next = new pg.Client({ connectionString: options.databaseUri, application_name: 'hirestack-cache-tags' })
    next.on('error', () => void next.end().catch(() => undefined))
    next.on('end', () => {
      if (client === next) retry()
    })
    next.on('notification', (message) => {
      if (message.channel !== CACHE_TAGS_CHANNEL) return
      const notice = parseNotice(message.payload)
      if (notice) void follow(notice.tags)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${CACHE_TAGS_CHANNEL}`)
    } catch (error) {
      console.warn(`[cache-tags] not listening yet: ${error instanceof Error ? error.message : String(error)}`)
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
    if (connectedBefore) void follow(EVERYTHING)
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

/** Expires tags in this app instance through its own route, on loopback at the port `next start` / `next dev` listens on. */
export function expireInThisApp(tags: string[]): Promise<boolean> {
  return postExpiry(`http://127.0.0.1:${env.PORT}`, tags)
}
