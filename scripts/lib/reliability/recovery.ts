import { loopbackClient, send } from './loopback-client'

export type Probe = { instance: string; at: number; ms: number; status: number }

/**
 * Asks each app instance directly (past the cache tier) for one tool through REST — a read that
 * needs the database — every `intervalMs`, until stopped; returns every answer.
 */
export function probeInstances(instances: string[], intervalMs: number): { stop: () => Promise<Probe[]> } {
  const probes: Probe[] = []
  let running = true
  const loops = instances.map(async (instance, index) => {
    const client = loopbackClient(10_000 + index)
    while (running) {
      const answer = await send(client, `${instance}/api/tools?limit=1&depth=0`)
      probes.push({ instance, at: answer.at, ms: answer.ms, status: answer.status })
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  })
  return {
    stop: async () => {
      running = false
      await Promise.all(loops)
      return probes
    },
  }
}

/**
 * Milliseconds from `since` until the answer to the instance's first successful probe sent after it, from which
 * on every probe succeeded; null if it never answered again.
 */
export function recoveredAfter(probes: Probe[], instance: string, since: number): number | null {
  const after = probes.filter((probe) => probe.instance === instance && probe.at >= since)
  let firstOfRun: Probe | undefined
  for (const probe of after) {
    if (probe.status !== 200) firstOfRun = undefined
    else firstOfRun ??= probe
  }
  return firstOfRun ? firstOfRun.at + firstOfRun.ms - since : null
}
