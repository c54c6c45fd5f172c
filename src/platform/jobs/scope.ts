import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Marks code running as a queued job. The in-app job runner's timers are created by the first
 * `getPayload({ cron: true })`, which happens inside some request, and timers inherit that
 * request's async context: a job would then look like it runs inside that request. Code that must
 * know (a hook that queues jobs, which a job's own write must not do again) asks here instead.
 */
const jobScope = new AsyncLocalStorage<true>()

export function runAsJob<T>(run: () => T): T {
  return jobScope.run(true, run)
}

export function isRunningAsJob(): boolean {
  return jobScope.getStore() === true
}
