import {
  cardDeclined,
  DECLINED_PAYMENT_METHOD,
  failure,
  type Json,
  list,
  newId,
  notFound,
  now,
  ok,
  type Route,
} from './protocol'

const DECLINE = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }

/** PaymentIntents: the $97 charged off-session at approval, listed by customer, read, confirmed again with a new card. */
export const paymentIntentRoutes: Route = (state, { method, path, body, query }) => {
  if (method === 'POST' && path === '/v1/payment_intents') {
    const intent: Json = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency,
      customer: body.customer,
      payment_method: body.payment_method,
      payment_method_types: body.allowed_payment_method_types ?? ['card'],
      metadata: body.metadata ?? {},
      created: now(),
      livemode: false,
      status: 'succeeded',
      last_payment_error: null,
    }
    state.paymentIntents.set(String(intent.id), intent)
    if (body.payment_method !== DECLINED_PAYMENT_METHOD) return ok(intent)
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: DECLINE })
    return cardDeclined({ payment_intent: intent })
  }
  if (method === 'GET' && path === '/v1/payment_intents') {
    const customer = query.get('customer')
    return list('/v1/payment_intents', [...state.paymentIntents.values()].filter((intent) => !customer || intent.customer === customer).reverse())
  }
  const one = path.match(/^\/v1\/payment_intents\/(pi_\w+)$/)
  if (one && method === 'GET') {
    const intent = state.paymentIntents.get(one[1]!)
    return intent ? ok(intent) : notFound('payment_intent')
  }
  const match = path.match(/^\/v1\/payment_intents\/(pi_\w+)\/confirm$/)
  if (match && method === 'POST') {
    const intent = state.paymentIntents.get(match[1]!)
    if (!intent) return notFound('payment_intent')
    if (intent.status === 'succeeded') {
      return failure(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent has already succeeded and cannot be confirmed again.',
      })
    }
    intent.payment_method = body.payment_method ?? intent.payment_method
    if (intent.payment_method === DECLINED_PAYMENT_METHOD) {
      intent.last_payment_error = DECLINE
      return cardDeclined({ payment_intent: intent })
    }
    return ok(Object.assign(intent, { status: 'succeeded', last_payment_error: null }))
  }
  return undefined
}
