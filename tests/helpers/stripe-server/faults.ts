/**
 * Faults the test server can inject, as Stripe and the network produce them:
 * - `before-apply`: Stripe fails before the endpoint runs (a 500 with `Stripe-Should-Retry: false`,
 *   so the SDK gives up at once). Nothing is made and the idempotency key is not spent.
 * - `after-apply`: the request is carried out (and its answer saved under its idempotency key),
 *   then the answer is lost, by a 500 the SDK retries or by a dropped connection. This is the
 *   dangerous case: a retry without the same key would make a second object.
 */
type FaultMode = 'before-apply' | 'after-apply'
export type FaultOptions = { mode?: FaultMode; status?: number; dropConnection?: boolean; times?: number }
export type Fault = { method: string; path: RegExp; mode: FaultMode; status: number; dropConnection: boolean; remaining: number }

export function createFaults() {
  const pending: Fault[] = []
  return {
    add(method: string, path: RegExp, options: FaultOptions = {}) {
      pending.push({
        method,
        path,
        mode: options.mode ?? 'before-apply',
        status: options.status ?? 500,
        dropConnection: options.dropConnection ?? false,
        remaining: options.times ?? 1,
      })
    },
    /** The fault for this request, if one is armed; it counts as used. */
    take(method: string, path: string): Fault | undefined {
      const fault = pending.find((f) => f.remaining > 0 && f.method === method && f.path.test(path))
      if (fault) fault.remaining -= 1
      return fault
    },
  }
}
