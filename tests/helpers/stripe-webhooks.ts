import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import Stripe from 'stripe'
import { expect } from 'vitest'

import { POST as webhook } from '@/app/(payload)/api/stripe/webhooks/route'
import { describeJob } from '@/features/admin-tools/job-status'

import { STRIPE_TEST_WEBHOOK_SECRET } from './stripe-server'

export { webhook }

const signer = new Stripe('sk_test_signer')

/** A delivery as Stripe sends it, signed by the SDK's own test helper. */
export function signedWebhook(event: object, secret = STRIPE_TEST_WEBHOOK_SECRET) {
  const body = JSON.stringify(event)
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret })
  return new Request('http://127.0.0.1/api/stripe/webhooks', { method: 'POST', body, headers: { 'stripe-signature': signature } })
}

export const stripeEvent = (type: string, object: object) => ({
  id: `evt_${randomUUID().replace(/-/g, '')}`,
  object: 'event',
  type,
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object },
})

/** The queued jobs of one event id, as the worker would find them. */
export async function jobsFor(payload: Payload, eventId: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'processStripeEvent' } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs.filter((job) => (job.input as { eventId?: string }).eventId === eventId)
}

/** Runs a job as the worker would and reads back its state, output and error. */
export async function runJob(payload: Payload, jobId: number | string) {
  await payload.jobs.runByID({ id: jobId, silent: true })
  return describeJob(await payload.findByID({ collection: 'payload-jobs', id: jobId, depth: 0, overrideAccess: true }))
}

/** Delivers a signed event, expects it accepted, and runs the job it queued. */
export async function deliverAndRun(payload: Payload, event: { id: string }) {
  const response = await webhook(signedWebhook(event))
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ received: true })
  const [job] = await jobsFor(payload, event.id)
  return { jobId: job!.id, ...(await runJob(payload, job!.id)) }
}

/** The `outcome` the event's record holds once its job has applied it (null before). */
export async function outcomeOf(payload: Payload, eventId: string) {
  const { docs } = await payload.find({ collection: 'stripe-events', where: { eventId: { equals: eventId } }, depth: 0, overrideAccess: true })
  return docs[0]?.outcome ?? null
}
