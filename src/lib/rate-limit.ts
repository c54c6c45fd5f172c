/**
 * A fixed-window counter per key, kept in this process's memory. It stops one client from
 * flooding a public form; with several app instances each counts on its own, which still caps a
 * client at `limit × instances` per window.
 */
type Window = { count: number; resetAt: number }

const windows = new Map<string, Window>()
const MAX_KEYS = 10_000

function sweep(now: number) {
  for (const [key, window] of windows) {
    if (window.resetAt <= now) windows.delete(key)
  }
}

export function rateLimit(key: string, limit: number, windowMs: number): { ok: boolean; retryAfterMs: number } {
  const now = Date.now()
  if (windows.size >= MAX_KEYS) sweep(now)
  const current = windows.get(key)
  if (!current || current.resetAt <= now) {
    windows.set(key, { count: 1, resetAt: now + windowMs })
    return { ok: true, retryAfterMs: 0 }
  }
  if (current.count >= limit) return { ok: false, retryAfterMs: current.resetAt - now }
  current.count += 1
  return { ok: true, retryAfterMs: 0 }
}
