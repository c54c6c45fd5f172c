import { failure, type Json, newId, notFound, now, ok, type Route, type StripeState } from './protocol'

/** Customers and SetupIntents: the card saved at submission (Payment Element) and for a card update. */
export const setupIntentRoutes: Route = (state, { method, path, body }) => {
  if (method === 'POST' && path === '/v1/customers') {
    const customer = { id: newId('cus'), object: 'customer', created: now(), email: body.email ?? null, metadata: body.metadata ?? {}, livemode: false }
    state.customers.set(customer.id, customer)
    return ok(customer)
  }
  if (method === 'POST' && path === '/v1/setup_intents') {
    if (!state.customers.has(String(body.customer))) return failure(400, { type: 'invalid_request_error', message: 'No such customer', param: 'customer' })
    const intentId = newId('seti')
    const intent = {
      id: intentId,
      object: 'setup_intent',
      client_secret: `${intentId}_secret_${newId('s')}`,
      customer: body.customer,
      usage: body.usage ?? 'off_session',
      payment_method_types: body.allowed_payment_method_types ?? ['card'],
      status: 'requires_payment_method',
      payment_method: null,
      metadata: body.metadata ?? {},
      created: now(),
      livemode: false,
    }
    state.setupIntents.set(intentId, intent)
    return ok(intent)
  }
  const match = path.match(/^\/v1\/setup_intents\/(seti_\w+)$/)
  if (match && method === 'GET') {
    const intent = state.setupIntents.get(match[1]!)
    return intent ? ok(intent) : notFound('setupintent')
  }
  return undefined
}

/** The browser confirmed the Payment Element: the SetupIntent now holds a card. */
export function confirmSetupIntent(state: StripeState, setupIntentId: string, paymentMethod = 'pm_card_visa'): Json {
  const intent = state.setupIntents.get(setupIntentId)
  if (!intent) throw new Error(`unknown SetupIntent ${setupIntentId}`)
  return Object.assign(intent, { status: 'succeeded', payment_method: paymentMethod })
}
