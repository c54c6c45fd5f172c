import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

/**
 * Internal fields (commission, Stripe ids, reviewer, enrichment bookkeeping) are read by staff
 * only, through the REST API and the local API with the caller's access alike; the owner of a
 * submission or placement still sees what /account shows (state, review notes).
 */
const TOOL_INTERNALS = {
  affiliateCommissionRate: 17,
  rawPricingData: { plans: ['secret plan'] },
  summaryGeneratedAt: '2026-01-02T00:00:00.000Z',
  validationStatus: 'valid',
  contentStatus: 'reviewed',
  lastValidated: '2026-01-03T00:00:00.000Z',
  categorizationTriedAt: '2026-01-04T00:00:00.000Z',
  contentTriedAt: '2026-01-05T00:00:00.000Z',
  creationOrder: 4242,
} as const
const SUBMISSION_INTERNALS = {
  stripeCustomerId: 'cus_internal',
  stripeSetupIntentId: 'seti_internal',
  stripePaymentMethodId: 'pm_internal',
  stripePaymentIntentId: 'pi_internal',
  chargeError: 'card_declined: internal',
} as const
const SPONSORSHIP_INTERNALS = {
  stripeCheckoutSessionId: 'cs_internal',
  stripeCustomerId: 'cus_internal_2',
  stripePaymentMethodId: 'pm_internal_2',
  stripeSubscriptionId: 'sub_internal',
} as const

type Caller = 'anonymous' | 'user' | 'owner' | 'editor' | 'admin'

let payload: Payload
const users = {} as Record<Exclude<Caller, 'anonymous'>, Awaited<ReturnType<typeof createUser>>>
const tokens = {} as Record<Caller, string | null>
let toolId: number
let submissionId: number
let sponsorshipId: number

beforeAll(async () => {
  payload = await testPayload()
  tokens.anonymous = null
  // The admin first: on an empty database the first account becomes an admin whatever its roles.
  for (const [caller, roles] of [
    ['admin', ['admin']],
    ['editor', ['editor']],
    ['owner', ['vendor']],
    ['user', ['user']],
  ] as const) {
    users[caller] = await createUser(payload, [...roles])
    const login = await payload.login({ collection: 'users', data: { email: users[caller].email, password: 'correct-horse-battery' } })
    tokens[caller] = login.token ?? null
  }
  const tool = await createTool(payload, { ...TOOL_INTERNALS, createdBy: users.admin.id, affiliateLink: 'https://partner.example/?ref=1' })
  toolId = tool.id
  const submission = await payload.create({
    collection: 'submissions',
    overrideAccess: true,
    data: {
      name: 'Internal Fields Tool',
      website: 'https://internal.example',
      description: 'A tool.',
      audience: 'recruiters',
      features: 'Things.',
      contactEmail: 'vendor@internal.example',
      user: users.owner.id,
      billingMode: 'stripe',
      chargeStatus: 'failed',
      reviewStatus: 'rejected',
      reviewNotes: 'Not a recruiting tool.',
      reviewedBy: users.admin.id,
      ...SUBMISSION_INTERNALS,
    },
  })
  submissionId = submission.id
  const sponsorship = await payload.create({
    collection: 'sponsorships',
    overrideAccess: true,
    data: {
      toolName: 'Internal Fields Placement',
      toolUrl: 'https://internal.example',
      category: 'Sourcing',
      description: 'A placement.',
      contactEmail: 'vendor@internal.example',
      plan: 'basic',
      status: 'active',
      billingMode: 'stripe',
      user: users.owner.id,
      ...SPONSORSHIP_INTERNALS,
    },
  })
  sponsorshipId = sponsorship.id
})

const restGet = REST_GET(config)

async function rest(caller: Caller, path: string) {
  const url = new URL(`http://localhost/api/${path}`)
  const headers = tokens[caller] ? { Authorization: `JWT ${tokens[caller]}` } : undefined
  const response = await restGet(new Request(url, { headers }), { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { docs?: Record<string, unknown>[] } }
}

const local = (caller: Caller) => (caller === 'anonymous' ? { overrideAccess: false } : { user: users[caller], overrideAccess: false })

const hidden = (doc: Record<string, unknown>, fields: Record<string, unknown>) => Object.keys(fields).filter((key) => key in doc && doc[key] != null)

describe('tool internals', () => {
  const internals = { ...TOOL_INTERNALS, createdBy: 1 }

  it.each(['anonymous', 'user', 'owner'] as const)('are not readable by %s through REST (one tool and the list) or the local API', async (caller) => {
    const one = await rest(caller, `tools/${toolId}?depth=0`)
    expect(one.status).toBe(200)
    expect(one.body.name).toBeTruthy()
    expect(one.body.affiliateLink).toBe('https://partner.example/?ref=1')
    expect(hidden(one.body, internals)).toEqual([])
    const list = await rest(caller, `tools?where[id][equals]=${toolId}&depth=0`)
    expect(list.body.docs).toHaveLength(1)
    expect(hidden(list.body.docs![0]!, internals)).toEqual([])
    const viaLocal = await payload.findByID({ collection: 'tools', id: toolId, depth: 0, ...local(caller) })
    expect(hidden(viaLocal as unknown as Record<string, unknown>, internals)).toEqual([])
  })

  it('cannot be used as a filter by the public (no oracle on the commission)', async () => {
    const response = await rest('anonymous', 'tools?where[affiliateCommissionRate][equals]=17')
    expect(response.status).toBe(400)
  })

  it.each(['editor', 'admin'] as const)('are readable by %s', async (caller) => {
    const one = await rest(caller, `tools/${toolId}?depth=0`)
    expect(one.body).toMatchObject({ ...TOOL_INTERNALS, createdBy: users.admin.id })
    const viaLocal = await payload.findByID({ collection: 'tools', id: toolId, depth: 0, ...local(caller) })
    expect(viaLocal).toMatchObject(TOOL_INTERNALS)
  })
})

describe('submission and placement internals', () => {
  it('are hidden from the owner, who still sees the state and the review notes', async () => {
    const submission = await rest('owner', `submissions/${submissionId}?depth=0`)
    expect(submission.status).toBe(200)
    expect(submission.body).toMatchObject({ reviewStatus: 'rejected', reviewNotes: 'Not a recruiting tool.', chargeStatus: 'failed', billingMode: 'stripe' })
    expect(hidden(submission.body, { ...SUBMISSION_INTERNALS, reviewedBy: 1 })).toEqual([])
    const placement = await rest('owner', `sponsorships/${sponsorshipId}?depth=0`)
    expect(placement.body).toMatchObject({ status: 'active', billingMode: 'stripe' })
    expect(hidden(placement.body, SPONSORSHIP_INTERNALS)).toEqual([])
    const viaLocal = await payload.find({ collection: 'submissions', where: { id: { equals: submissionId } }, depth: 0, ...local('owner') })
    expect(hidden(viaLocal.docs[0] as unknown as Record<string, unknown>, SUBMISSION_INTERNALS)).toEqual([])
  })

  it.each(['anonymous', 'user', 'editor'] as const)('and the rows themselves are not readable by %s', async (caller) => {
    // 403 signed out; 404 signed in (the row is outside the caller's own rows).
    for (const path of [`submissions/${submissionId}`, `sponsorships/${sponsorshipId}`]) expect([403, 404]).toContain((await rest(caller, path)).status)
    const list = await rest(caller, 'submissions')
    expect(list.body.docs ?? []).toEqual([])
  })

  it('are readable by an admin', async () => {
    expect((await rest('admin', `submissions/${submissionId}?depth=0`)).body).toMatchObject({ ...SUBMISSION_INTERNALS, reviewedBy: users.admin.id })
    expect((await rest('admin', `sponsorships/${sponsorshipId}?depth=0`)).body).toMatchObject(SPONSORSHIP_INTERNALS)
  })
})
