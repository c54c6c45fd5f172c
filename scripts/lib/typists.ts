import { percentile } from './markdown-report'

export interface TypingResult {
  answers: number
  seconds: number
  p50: number
  p95: number
  /** Answers the cache tier had to ask the app for (X-Cache MISS or PASS), and their p95. */
  misses: number
  missP95: number
  errors: number
}

/**
 * `typists` visitors typing at once, each replaying every query letter by letter, starting at its
 * own query so that the first visitor to reach a prefix finds it uncached: each letter asks for the
 * answer of the words so far (`address`) and the next letter follows the answer at once (no pause:
 * a typist faster than any person). Each typist has its own client address (X-Forwarded-For,
 * believed from the cache tier as from any trusted proxy), as real visitors do.
 */
export async function replayTypists(base: string, queries: readonly string[], typists: number, address: (q: string) => string): Promise<TypingResult> {
  const times: number[] = []
  const missTimes: number[] = []
  let errors = 0
  const typist = async (index: number) => {
    for (let offset = 0; offset < queries.length; offset += 1) {
      const query = queries[(index + offset) % queries.length] ?? ''
      for (let length = 1; length <= query.length; length += 1) {
        const words = query.slice(0, length)
        if (words.endsWith(' ')) continue
        const started = performance.now()
        const response = await fetch(`${base}${address(words)}`, { headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': `10.77.${index >> 8}.${index & 255}` } })
        await response.arrayBuffer()
        const took = performance.now() - started
        if (response.status !== 200) errors += 1
        times.push(took)
        if (response.headers.get('x-cache') !== 'HIT') missTimes.push(took)
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: typists }, (_, index) => typist(index)))
  const seconds = (performance.now() - started) / 1000
  return {
    answers: times.length,
    seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    misses: missTimes.length,
    missP95: percentile(missTimes, 95),
    errors,
  }
}
