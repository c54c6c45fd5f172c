/**
 * A per-process allowance of public enrichment requests per minute (the tool page's screenshot and
 * logo triggers), so a crawler walking every tool page can't flood the job queue.
 */
export function minuteBudget(perMinute: number): (now: number) => boolean {
  let windowStart = 0
  let used = 0
  return (now) => {
    if (now - windowStart >= 60_000) {
      windowStart = now
      used = 0
    }
    if (used >= perMinute) return false
    used += 1
    return true
  }
}
