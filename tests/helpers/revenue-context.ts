import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'

import { createUser } from './factories'
import { testPayload } from './payload'
import { signedInWith, signedOut } from './stripe-request-context'
import { startStripeServer, type StripeTestServer, useManualBilling, useStripeServer } from './stripe-server'

export type SentMail = { to: string; subject: string; text: string }
type User = Awaited<ReturnType<typeof createUser>>

/**
 * What every revenue spec needs, in manual billing: Payload, an admin, a signed-out caller from
 * a fresh address before each test, and the mail the app sends, captured per test. Call it at the
 * top of a spec file that mocks `next/headers` with the request context.
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
    vi.spyOn(ctx.payload, 'sendEmail').mockImplementation(async (message) => {
      const { to, subject, text } = message as SentMail
      ctx.sentMail.push({ to, subject, text })
    })
  })
  afterAll(() => {
    vi.restoreAllMocks()
  })
  return ctx
}

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
