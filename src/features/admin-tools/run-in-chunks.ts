import type { ActionResult } from '@/platform/ui/action-result'

/**
 * Calls a chunked action (`from` = index of the chunk's first item) until every item is done,
 * reporting after each call how many of how many are done and the results so far. Stops at the
 * first failed call and returns it.
 */
export async function runInChunks<R>(
  call: (from: number) => Promise<ActionResult<{ results: R[]; total: number }>>,
  onProgress: (done: number, total: number, results: R[]) => void,
): Promise<ActionResult<R[]>> {
  const results: R[] = []
  for (let from = 0; ; ) {
    const chunk = await call(from)
    if (!chunk.ok) return chunk
    results.push(...chunk.data.results)
    from += chunk.data.results.length
    onProgress(Math.min(from, chunk.data.total), chunk.data.total, [...results])
    if (chunk.data.results.length === 0 || from >= chunk.data.total) return { ok: true, data: results }
  }
}
