/**
 * A Stripe-API test server on 127.0.0.1 for the integration tests: it implements the endpoints
 * HireStack calls with Stripe's JSON shapes, honours Idempotency-Key like Stripe (same key →
 * same response, one object), and lets a test play the browser's part (confirm a SetupIntent,
 * complete a Checkout Session) or make a card decline.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Json = Record<string, unknown>
export type RecordedRequest = { method: string; path: string; body: Json; idempotencyKey?: string }

/** Payment methods that the server declines, as Stripe's test cards do. */
export const DECLINED_PAYMENT_METHOD = 'pm_card_chargeDeclined'

const now = () => Math.floor(Date.now() / 1000)
const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`

/** Stripe's form encoding (a[b][0]=c) back to objects and arrays. */
function parseForm(raw: string): Json {
  const out: Json = {}
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = out
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value
        return
      }
      node[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {}
      node = node[part] as Record<string, unknown>
    })
  }
  return out
}

function error(status: number, body: Json) {
  return { status, body: { error: body } }
}

export type StripeTestServer = Awaited<ReturnType<typeof startStripeServer>>

export async function startStripeServer(port = 0) {
  const customers = new Map<string, Json>()
  const setupIntents = new Map<string, Json>()
  const paymentIntents = new Map<string, Json>()
  const sessions = new Map<string, Json>()
  const prices = new Map<string, Json>()
  const subscriptions = new Map<string, Json>()
  const idempotent = new Map<string, { status: number; body: Json }>()
  const requests: RecordedRequest[] = []
  /** Requests to answer with a 500 that the SDK does not retry on its own (Stripe-Should-Retry: false). */
  const failures: { method: string; path: RegExp; remaining: number }[] = []

  function route(method: string, path: string, body: Json, query: URLSearchParams): { status: number; body: Json } {
    let match: RegExpMatchArray | null
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', created: now(), email: body.email ?? null, metadata: body.metadata ?? {}, livemode: false }
      customers.set(customer.id, customer)
      return { status: 200, body: customer }
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      if (!customers.has(String(body.customer))) return error(400, { type: 'invalid_request_error', message: 'No such customer', param: 'customer' })
      const intentId = id('seti')
      const intent = {
        id: intentId,
        object: 'setup_intent',
        client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
        customer: body.customer,
        usage: body.usage ?? 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        metadata: body.metadata ?? {},
        created: now(),
        livemode: false,
      }
      setupIntents.set(intentId, intent)
      return { status: 200, body: intent }
    }
    if ((match = path.match(/^\/v1\/setup_intents\/(seti_\w+)$/)) && method === 'GET') {
      const intent = setupIntents.get(match[1]!)
      return intent ? { status: 200, body: intent } : error(404, { type: 'invalid_request_error', message: 'No such setupintent' })
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent: Json = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency,
        customer: body.customer,
        payment_method: body.payment_method,
        metadata: body.metadata ?? {},
        created: now(),
        livemode: false,
        status: 'succeeded',
      }
      if (body.payment_method === DECLINED_PAYMENT_METHOD) {
        intent.status = 'requires_payment_method'
        intent.last_payment_error = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
        paymentIntents.set(String(intent.id), intent)
        return error(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: intent,
        })
      }
      paymentIntents.set(String(intent.id), intent)
      return { status: 200, body: intent }
    }
    if ((match = path.match(/^\/v1\/payment_intents\/(pi_\w+)\/confirm$/)) && method === 'POST') {
      const intent = paymentIntents.get(match[1]!)
      if (!intent) return error(404, { type: 'invalid_request_error', message: 'No such payment_intent' })
      if (intent.status === 'succeeded') {
        return error(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'This PaymentIntent has already succeeded and cannot be confirmed again.',
        })
      }
      intent.payment_method = body.payment_method ?? intent.payment_method
      if (intent.payment_method === DECLINED_PAYMENT_METHOD) {
        intent.last_payment_error = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
        return error(402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: intent })
      }
      Object.assign(intent, { status: 'succeeded', last_payment_error: null })
      return { status: 200, body: intent }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs')
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        currency: body.currency ?? null,
        customer: body.customer ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        status: 'open',
        setup_intent: null as string | null,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        created: now(),
        livemode: false,
      }
      sessions.set(sessionId, session)
      return { status: 200, body: session }
    }
    if ((match = path.match(/^\/v1\/checkout\/sessions\/(cs_\w+)$/)) && method === 'GET') {
      const session = sessions.get(match[1]!)
      if (!session) return error(404, { type: 'invalid_request_error', message: 'No such checkout.session' })
      const expand = query.getAll('expand[]').concat(query.getAll('expand[0]'))
      const intent = session.setup_intent ? setupIntents.get(String(session.setup_intent)) : null
      return { status: 200, body: expand.includes('setup_intent') && intent ? { ...session, setup_intent: intent } : session }
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = [...query.entries()].filter(([key]) => key.startsWith('lookup_keys')).map(([, value]) => value)
      const data = [...prices.values()].filter((price) => keys.includes(String(price.lookup_key)))
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/prices' } }
    }
    if (method === 'POST' && path === '/v1/prices') {
      const productData = (body.product_data ?? {}) as Json
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        recurring: { interval: (body.recurring as Json)?.interval ?? 'month', interval_count: 1 },
        lookup_key: body.lookup_key ?? null,
        product: id('prod'),
        nickname: productData.name ?? null,
        type: 'recurring',
        livemode: false,
      }
      prices.set(price.id, price)
      return { status: 200, body: price }
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const items = (body.items ?? []) as Json[]
      const price = prices.get(String(items[0]?.price))
      if (!price) return error(400, { type: 'invalid_request_error', message: 'No such price', param: 'items[0][price]' })
      if (body.default_payment_method === DECLINED_PAYMENT_METHOD) {
        return error(402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' })
      }
      const subscription = {
        id: id('sub'),
        object: 'subscription',
        customer: body.customer,
        status: 'active',
        default_payment_method: body.default_payment_method,
        metadata: body.metadata ?? {},
        items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price, quantity: 1 }] },
        start_date: now(),
        created: now(),
        livemode: false,
      }
      subscriptions.set(subscription.id, subscription)
      return { status: 200, body: subscription }
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return {
        status: 200,
        body: { id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `https://billing.stripe.test/p/session/${id('x')}` },
      }
    }
    return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` })
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const method = req.method ?? 'GET'
      const body = method === 'GET' ? {} : parseForm(Buffer.concat(chunks).toString('utf8'))
      const key = req.headers['idempotency-key'] as string | undefined
      requests.push({ method, path: url.pathname, body, idempotencyKey: key })
      const failure = failures.find((f) => f.remaining > 0 && f.method === method && f.path.test(url.pathname))
      if (failure) {
        failure.remaining -= 1
        res.writeHead(500, { 'Content-Type': 'application/json', 'Stripe-Should-Retry': 'false' })
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Simulated outage' } }))
        return
      }
      const cacheKey = key ? `${method} ${url.pathname} ${key}` : undefined
      const result = (cacheKey && idempotent.get(cacheKey)) || route(method, url.pathname, body, url.searchParams)
      if (cacheKey) idempotent.set(cacheKey, result)
      res.writeHead(result.status, { 'Content-Type': 'application/json', 'Request-Id': id('req') })
      res.end(JSON.stringify(result.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo

  return {
    port: address.port,
    requests,
    customers,
    setupIntents,
    sessions,
    subscriptions,
    /** The browser confirmed the Payment Element: the SetupIntent now holds a card. */
    confirmSetupIntent(setupIntentId: string, paymentMethod = 'pm_card_visa') {
      const intent = setupIntents.get(setupIntentId)
      if (!intent) throw new Error(`unknown SetupIntent ${setupIntentId}`)
      Object.assign(intent, { status: 'succeeded', payment_method: paymentMethod })
    },
    /** The vendor finished Checkout: the session is complete with a confirmed SetupIntent. */
    completeCheckout(sessionId: string, paymentMethod = 'pm_card_visa') {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`unknown Checkout Session ${sessionId}`)
      const intentId = id('seti')
      setupIntents.set(intentId, {
        id: intentId,
        object: 'setup_intent',
        customer: session.customer,
        status: 'succeeded',
        payment_method: paymentMethod,
        usage: 'off_session',
        metadata: session.metadata,
        livemode: false,
      })
      Object.assign(session, { status: 'complete', setup_intent: intentId })
      return { ...session, setup_intent: setupIntents.get(intentId) }
    },
    paymentIntents,
    /** The next `times` requests matching method and path fail with a 500 (an outage at Stripe). */
    failNext(method: string, path: RegExp, times = 1) {
      failures.push({ method, path, remaining: times })
    },
    find(method: string, path: string) {
      return requests.filter((request) => request.method === method && request.path === path)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
