import { expands, type Json, newId, notFound, now, ok, type Route, type StripeState } from './protocol'

/** Checkout Sessions in setup mode: the card saved for a featured placement. */
export const checkoutRoutes: Route = (state, request) => {
  const { method, path, body } = request
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    const sessionId = newId('cs')
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
    state.sessions.set(sessionId, session)
    return ok(session)
  }
  const match = path.match(/^\/v1\/checkout\/sessions\/(cs_\w+)$/)
  if (match && method === 'GET') {
    const session = state.sessions.get(match[1]!)
    if (!session) return notFound('checkout.session')
    const intent = typeof session.setup_intent === 'string' ? state.setupIntents.get(session.setup_intent) : null
    return ok(expands(request).includes('setup_intent') && intent ? { ...session, setup_intent: intent } : session)
  }
  return undefined
}

/** The vendor finished Checkout: the session is complete with a confirmed SetupIntent. */
export function completeCheckout(state: StripeState, sessionId: string, paymentMethod = 'pm_card_visa'): Json {
  const session = state.sessions.get(sessionId)
  if (!session) throw new Error(`unknown Checkout Session ${sessionId}`)
  const intentId = newId('seti')
  state.setupIntents.set(intentId, {
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
  return { ...session, setup_intent: state.setupIntents.get(intentId) }
}
