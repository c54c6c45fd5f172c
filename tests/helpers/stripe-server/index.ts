/**
 * A Stripe-API test server on 127.0.0.1 for the integration tests: it implements the endpoints
 * HireStack calls with Stripe's JSON shapes (one module per resource), honours Idempotency-Key
 * like Stripe (idempotency.ts: same key and parameters → the first answer, one object; other
 * parameters → 400), and lets a test play the browser's and the vendor's part (confirm a
 * SetupIntent, complete a Checkout Session, pay an invoice), decline a card, fail a request before
 * or after carrying it out or hold it unanswered (faults.ts), or forget the idempotency keys as Stripe does after 24 hours.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { checkoutRoutes, completeCheckout } from './checkout'
import { createFaults, type FaultOptions } from './faults'
import { createIdempotencyStore } from './idempotency'
import { paymentIntentRoutes } from './payment-intents'
import { type Answer, failure, type Json, newId, parseForm, type Route, type StripeState } from './protocol'
import { confirmSetupIntent, setupIntentRoutes } from './setup-intents'
import { payInvoice, subscriptionRoutes } from './subscriptions'

export { DECLINED_PAYMENT_METHOD } from './protocol'

type RecordedRequest = { method: string; path: string; body: Json; idempotencyKey?: string }
export type StripeTestServer = Awaited<ReturnType<typeof startStripeServer>>

const ROUTES: Route[] = [setupIntentRoutes, paymentIntentRoutes, checkoutRoutes, subscriptionRoutes]

export async function startStripeServer(port = 0) {
  const state: StripeState = {
    customers: new Map(),
    setupIntents: new Map(),
    paymentIntents: new Map(),
    sessions: new Map(),
    prices: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
  }
  const idempotency = createIdempotencyStore()
  const faults = createFaults()
  const requests: RecordedRequest[] = []

  function answer(method: string, url: URL, body: Json): Answer {
    const request = { method, path: url.pathname, body, query: url.searchParams }
    for (const route of ROUTES) {
      const result = route(state, request)
      if (result) return result
    }
    return failure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname})` })
  }

  /** Carries a request out, or replays the answer saved under its idempotency key. */
  function handle(method: string, url: URL, body: Json, key: string | undefined): Answer {
    if (!key) return answer(method, url, body)
    const replayed = idempotency.replay(key, method, url.pathname, body)
    if (replayed) return replayed
    const result = answer(method, url, body)
    idempotency.save(key, method, url.pathname, body, result)
    return result
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    // Answered asynchronously: a `hang` fault holds the answer until the test releases it.
    req.on('end', () => void respond())
    async function respond() {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const method = req.method ?? 'GET'
      const body = method === 'GET' ? {} : parseForm(Buffer.concat(chunks).toString('utf8'))
      const key = req.headers['idempotency-key'] as string | undefined
      requests.push({ method, path: url.pathname, body, idempotencyKey: key })
      let fault = faults.take(method, url.pathname)
      if (fault?.mode === 'hang') {
        fault.hang.arrive()
        await fault.hang.released
        fault = undefined
      }
      const outage = { error: { type: 'api_error', message: 'Simulated outage' } }
      if (fault?.mode === 'before-apply') {
        res.writeHead(fault.status, { 'Content-Type': 'application/json', 'Stripe-Should-Retry': 'false' })
        res.end(JSON.stringify(outage))
        return
      }
      const result = handle(method, url, body, key)
      if (fault?.dropConnection) {
        req.socket.destroy()
        return
      }
      if (fault) {
        res.writeHead(fault.status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(outage))
        return
      }
      res.writeHead(result.status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') })
      res.end(JSON.stringify(result.body))
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo

  return {
    port: address.port,
    requests,
    ...state,
    /** The browser confirmed the Payment Element: the SetupIntent now holds a card. */
    confirmSetupIntent: (setupIntentId: string, paymentMethod?: string) => confirmSetupIntent(state, setupIntentId, paymentMethod),
    /** The vendor finished Checkout: the session is complete with a confirmed SetupIntent. */
    completeCheckout: (sessionId: string, paymentMethod?: string) => completeCheckout(state, sessionId, paymentMethod),
    /** The vendor paid the subscription's open invoice; returns the invoice for an `invoice.paid` event. */
    payInvoice: (subscriptionId: string) => payInvoice(state, subscriptionId),
    /**
     * The next `times` (1) requests matching method and path fail: `before-apply` (the default)
     * with nothing done, `after-apply` done but the answer lost (a `status` 500, or a dropped
     * connection). See faults.ts.
     */
    failNext: (method: string, path: RegExp, options?: FaultOptions) => {
      faults.add(method, path, options)
    },
    /**
     * The next request matching method and path gets no answer until `release()`: a slow or
     * hanging Stripe. `reached` resolves once the request has arrived.
     */
    hangNext(method: string, path: RegExp) {
      const { reached, release } = faults.add(method, path, { mode: 'hang' }).hang
      return { reached, release }
    },
    /** Stripe keeps idempotency keys for 24 hours; after that a repeated key makes a new object. */
    forgetIdempotencyKeys: () => idempotency.forget(),
    /** What HireStack made for one request: the objects of a kind whose `metadata[key]` is its id. */
    madeFor(kind: 'paymentIntents' | 'subscriptions', key: 'submissionId' | 'sponsorshipId', id: number) {
      return [...state[kind].values()].filter((object) => (object.metadata as Record<string, string> | undefined)?.[key] === String(id))
    },
    find(method: string, path: string) {
      return requests.filter((request) => request.method === method && request.path === path)
    },
    close: () => {
      faults.releaseAll()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Points the app's payments module at the test server (Stripe mode) or clears it (manual mode). */
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_hirestack'

export function useStripeServer(port: number) {
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_hirestack',
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_hirestack',
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
  })
}

export function useManualBilling() {
  for (const key of ['STRIPE_SECRET_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL']) {
    delete process.env[key]
  }
}
