/**
 * Faults the test server can inject, as Stripe and the network produce them:
 * - `before-apply`: Stripe fails before the endpoint runs (a 500 with `Stripe-Should-Retry: false`,
 *   so the SDK gives up at once). Nothing is made and the idempotency key is not spent.
 * - `after-apply`: the request is carried out (and its answer saved under its idempotency key),
 *   then the answer is lost, by a 500 the SDK retries or by a dropped connection. This is the
 *   dangerous case: a retry without the same key would make a second object.
 * - `hang`: Stripe is slow: the request gets no answer until the test releases it (see `Hang`),
 *   then it is carried out and answered as usual.
 */
type FaultMode = 'before-apply' | 'after-apply' | 'hang'
export type FaultOptions = { mode?: FaultMode; status?: number; dropConnection?: boolean; times?: number }
export type Fault = { method: string; path: RegExp; mode: FaultMode; status: number; dropConnection: boolean; remaining: number; hang: Hang }

/** A held request: `reached` resolves when it arrives, `release()` lets it (and later ones of the fault) through. */
type Hang = { reached: Promise<void>; released: Promise<void>; arrive: () => void; release: () => void }

function createHang(): Hang {
  let arrive = () => {}
  let release = () => {}
  const reached = new Promise<void>((resolve) => (arrive = resolve))
  const released = new Promise<void>((resolve) => (release = resolve))
  return { reached, released, arrive, release }
}

export function createFaults() {
  const pending: Fault[] = []
  return {
    add(method: string, path: RegExp, options: FaultOptions = {}): Fault {
      const fault = {
        method,
        path,
        mode: options.mode ?? 'before-apply',
        status: options.status ?? 500,
        dropConnection: options.dropConnection ?? false,
        remaining: options.times ?? 1,
        hang: createHang(),
      }
      pending.push(fault)
      return fault
    },
    /** Lets every held request through, so the server can close. */
    releaseAll() {
      for (const fault of pending) fault.hang.release()
    },
    /** The fault for this request, if one is armed; it counts as used. */
    take(method: string, path: string): Fault | undefined {
      const fault = pending.find((f) => f.remaining > 0 && f.method === method && f.path.test(path))
      if (fault) fault.remaining -= 1
      return fault
    },
  }
}
