import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'

import { createUser } from './factories'
import { testPayload } from './payload'
import { signedInWith, signedOut } from './stripe-request-context'
import { startStripeServer, type StripeTestServer, useManualBilling, useStripeServer } from './stripe-server'

type SentMail = { to: string; subject: string; text: string }
type User = Awaited<ReturnType<typeof createUser>>

/**
 * What every spec of vendors' submissions and placements needs, in manual billing: Payload, an
 * admin, a signed-out caller from a fresh address before each test, and the mail the app sends,
 * captured per test. Call it at the top of a spec file that mocks `next/headers` with the request
 * context.
 */
export function manualTestContext() {
  const ctx = {} as { payload: Payload; admin: User; sentMail: SentMail[]; signIn: (user: { email: string }) => Promise<void> }
  ctx.signIn = async (user) => {
    const { token } = await ctx.payload.login({ collection: 'users', data: { email: user.email, password: 'correct-horse-battery' } })
    signedInWith(token!)
  }
  beforeAll(async () => {
    // The tests run queued jobs themselves; no in-process runner may race them.
    process.env.JOBS_AUTORUN = '0'
    ctx.payload = await testPayload()
    ctx.admin = await createUser(ctx.payload, ['admin'])
  })
  beforeEach(() => {
    useManualBilling()
    signedOut()
    ctx.sentMail = []
    vi.spyOn(ctx.payload, 'sendEmail').mockImplementation((message) => {
      const { to, subject, text } = message as SentMail
      ctx.sentMail.push({ to, subject, text })
      return Promise.resolve()
    })
  })
  afterAll(() => {
    vi.restoreAllMocks()
  })
  return ctx
}

/** Runs `work` (an approval) while queueing a job fails once: a failure after the Stripe call, before the commit. */
export async function whileTheQueueFails<T>(ctx: { payload: Payload }, work: () => Promise<T>): Promise<T> {
  const queue = vi.spyOn(ctx.payload.jobs, 'queue').mockRejectedValueOnce(new Error('the job queue is unavailable'))
  try {
    return await work()
  } finally {
    queue.mockRestore()
  }
}

/** What the admin reads when an approval failed after Stripe was asked to bill. */
export const BILLED_BUT_NOT_SAVED =
  'Approval failed: the job queue is unavailable. The payment may have gone through at Stripe; approving again will not charge twice.'

/** The same in Stripe mode: the app points at a loopback Stripe server for each test. */
export function stripeTestContext() {
  const ctx = manualTestContext() as ReturnType<typeof manualTestContext> & { stripe: StripeTestServer }
  beforeAll(async () => {
    ctx.stripe = await startStripeServer()
  })
  beforeEach(() => useStripeServer(ctx.stripe.port))
  afterAll(async () => {
    useManualBilling()
    await ctx.stripe.close()
  })
  return ctx
}
