/**
 * A fixed-window counter per key (per app instance): enough to keep one visitor from inflating
 * views or clicks. Old windows are dropped as the map is touched, so memory stays bounded.
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 50_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { start: number; count: number }>()
  return function allow(key: string, now = Date.now()): boolean {
    const entry = windows.get(key)
    if (!entry || now - entry.start >= windowMs) {
      if (windows.size >= maxKeys) {
        for (const [name, value] of windows) if (now - value.start >= windowMs) windows.delete(name)
        if (windows.size >= maxKeys) windows.clear()
      }
      windows.set(key, { start: now, count: 1 })
      return true
    }
    entry.count += 1
    return entry.count <= limit
  }
}

/** The visitor's address as the proxy in front reports it (first hop), or the socket's. */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip')?.trim() || 'unknown'
}
