import type { ActionResult } from '@/platform/ui/action-result'

/**
 * Asks `check` every `intervalMs` whether the job a tool page started has finished, and calls
 * `onSettled` once it has; gives up after `maxPolls` tries. Returns a function that stops it (a
 * visitor who left the page must not get a refresh of another page later). Errors are only
 * logged: a missing screenshot or logo is no reason to interrupt the visitor.
 */
export function pollUntilSettled(
  check: () => Promise<ActionResult<{ settled: boolean }>>,
  onSettled: () => void,
  { intervalMs, maxPolls }: { intervalMs: number; maxPolls: number },
): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const poll = (left: number) => {
    timer = setTimeout(() => {
      check()
        .then((status) => {
          if (stopped || !status.ok) return
          if (status.data.settled) onSettled()
          else if (left > 1) poll(left - 1)
        })
        .catch((error: unknown) => console.error('Job status check failed', error))
    }, intervalMs)
  }
  poll(maxPolls)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
