import type { ServerActionRef } from '../../../tests/helpers/bad-input/server-actions'
import { percentile } from '../markdown-report'
import { send, type Answer, type Client } from './loopback-client'
import { actionOutcome, callAction } from './server-action'

const KINDS = ['page read', 'upvote or remove', 'newsletter subscribe', 'tool submission'] as const
type Kind = (typeof KINDS)[number]

export type Sample = { kind: Kind; label: string; status: number; ms: number; at: number; outcome: string; error?: string }

export type LoadPlan = {
  /** The cache tier's URL: every request goes through it, as a visitor's would. */
  base: string
  clients: Client[]
  durationMs: number
  tools: { id: number; slug: string }[]
  actions: { setUpvote: ServerActionRef; subscribe: ServerActionRef; submitTool: ServerActionRef }
  /** Makes this run's e-mails and names its own, so the checks can count what it stored. */
  tag: string
}

/** Share of each kind in the mix (the rest are page reads). */
const MIX: [Kind, number][] = [
  ['upvote or remove', 0.3],
  ['newsletter subscribe', 0.08],
  ['tool submission', 0.07],
]

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

function chooseKind(): Kind {
  let roll = Math.random()
  for (const [kind, share] of MIX) {
    if (roll < share) return kind
    roll -= share
  }
  return 'page read'
}

async function one(plan: LoadPlan, client: Client, index: number, sequence: number): Promise<Sample> {
  const kind = chooseKind()
  const sample = (label: string, answer: Answer, outcome: string): Sample => ({ kind, label, status: answer.status, ms: answer.ms, at: answer.at, outcome, error: answer.error })
  if (kind === 'page read') {
    const path = pick(['/', `/tools/${pick(plan.tools).slug}`, '/categories', '/full-list'])
    const answer = await send(client, `${plan.base}${path}`)
    return sample(`GET ${path}`, answer, answer.status === 200 ? 'ok' : `HTTP ${answer.status}`)
  }
  if (kind === 'upvote or remove') {
    const args = { toolId: pick(plan.tools).id, upvoted: Math.random() < 0.6 }
    const answer = await callAction(client, plan.base, plan.actions.setUpvote, [args])
    return sample(`setUpvote ${JSON.stringify(args)}`, answer, actionOutcome(answer))
  }
  if (kind === 'newsletter subscribe') {
    // Fewer addresses than clients, so different clients subscribe the same address at once.
    const email = `reader-${Math.floor(Math.random() * Math.max(2, plan.clients.length / 2))}@${plan.tag}.load.test`
    const answer = await callAction(client, plan.base, plan.actions.subscribe, [{ email }])
    return sample(`subscribeToNewsletter ${email}`, answer, actionOutcome(answer))
  }
  const values = {
    name: `Load ${plan.tag} ${index}-${sequence}`,
    website: `load-${index}-${sequence}.example.com`,
    description: 'A tool submitted by the reliability load.',
    audience: 'both',
    features: 'Measured, not real.',
    contactEmail: `vendor-${index}@${plan.tag}.load.test`,
  }
  const answer = await callAction(client, plan.base, plan.actions.submitTool, [{ values }])
  return sample(`submitTool ${values.name}`, answer, actionOutcome(answer))
}

/** Every client sends one request after another (a closed loop: at most one each in flight) until time is up. */
export async function runLoad(plan: LoadPlan): Promise<Sample[]> {
  const samples: Sample[] = []
  const deadline = Date.now() + plan.durationMs
  await Promise.all(
    plan.clients.map(async (client, index) => {
      for (let sequence = 0; Date.now() < deadline; sequence++) samples.push(await one(plan, client, index, sequence))
    }),
  )
  return samples
}

export type KindSummary = {
  kind: Kind
  requests: number
  perSecond: number
  p50: number
  p95: number
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx' | 'no answer', number>
  tooMany: number
  outcomes: Record<string, number>
}

export function statusClass(status: number): keyof KindSummary['byClass'] {
  return status === 0 ? 'no answer' : (`${Math.floor(status / 100)}xx` as '2xx')
}

export function summarise(samples: Sample[], seconds: number): KindSummary[] {
  return KINDS.map((kind) => {
    const ofKind = samples.filter((sample) => sample.kind === kind)
    const byClass = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 }
    const outcomes: Record<string, number> = {}
    for (const sample of ofKind) {
      byClass[statusClass(sample.status)]++
      outcomes[sample.outcome] = (outcomes[sample.outcome] ?? 0) + 1
    }
    const times = ofKind.map((sample) => sample.ms)
    return {
      kind,
      requests: ofKind.length,
      perSecond: ofKind.length / seconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      byClass,
      tooMany: ofKind.filter((sample) => sample.status === 429 || sample.outcome === 'rate_limited').length,
      outcomes,
    }
  })
}
