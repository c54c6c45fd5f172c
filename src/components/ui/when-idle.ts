'use client'

/**
 * Runs `work` when the browser is next idle, at the latest after `timeoutMs` (after `timeoutMs`
 * where there is no `requestIdleCallback`, as in Safari): for work a page needs soon but not
 * during its start-up. Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const timer = setTimeout(work, timeoutMs)
  return () => clearTimeout(timer)
}
