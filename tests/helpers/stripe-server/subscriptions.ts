import {
  cardDeclined,
  DECLINED_PAYMENT_METHOD,
  expands,
  failure,
  type Json,
  list,
  newId,
  now,
  ok,
  type Route,
  type StripeState,
} from './protocol'

function invoiceFor(state: StripeState, subscription: Json, paid: boolean): Json {
  const invoice = {
    id: newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    amount_due: (subscription.items as { data: { price: Json }[] }).data[0]!.price.unit_amount,
    hosted_invoice_url: `https://invoice.stripe.test/i/${newId('inv')}`,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    created: now(),
    livemode: false,
  }
  state.invoices.set(invoice.id, invoice)
  return invoice
}

/** A subscription as Stripe returns it: `latest_invoice` as an id unless the request expands it. */
function shown(state: StripeState, subscription: Json, expanded: string[], prefix = ''): Json {
  const invoice = state.invoices.get(String(subscription.latest_invoice))
  return expanded.includes(`${prefix}latest_invoice`) && invoice ? { ...subscription, latest_invoice: invoice } : subscription
}

/**
 * Prices, subscriptions with their first invoice, and the billing portal. A declined card makes
 * the subscription `incomplete` with an open invoice (Stripe's default `allow_incomplete`), or
 * fails the call with `payment_behavior=error_if_incomplete`.
 */
export const subscriptionRoutes: Route = (state, request) => {
  const { method, path, body, query } = request
  if (method === 'GET' && path === '/v1/prices') {
    const keys = [...query.entries()].filter(([key]) => key.startsWith('lookup_keys')).map(([, value]) => value)
    return list('/v1/prices', [...state.prices.values()].filter((price) => keys.includes(String(price.lookup_key))))
  }
  if (method === 'POST' && path === '/v1/prices') {
    const productData = (body.product_data ?? {}) as Json
    const price = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: body.currency,
      unit_amount: Number(body.unit_amount),
      recurring: { interval: (body.recurring as Json)?.interval ?? 'month', interval_count: 1 },
      lookup_key: body.lookup_key ?? null,
      product: newId('prod'),
      nickname: productData.name ?? null,
      type: 'recurring',
      livemode: false,
    }
    state.prices.set(price.id, price)
    return ok(price)
  }
  if (method === 'POST' && path === '/v1/subscriptions') {
    const items = (body.items ?? []) as Json[]
    const price = state.prices.get(String(items[0]?.price))
    if (!price) return failure(400, { type: 'invalid_request_error', message: 'No such price', param: 'items[0][price]' })
    const declined = body.default_payment_method === DECLINED_PAYMENT_METHOD
    if (declined && body.payment_behavior === 'error_if_incomplete') return cardDeclined()
    const subscription: Json = {
      id: newId('sub'),
      object: 'subscription',
      customer: body.customer,
      status: declined ? 'incomplete' : 'active',
      default_payment_method: body.default_payment_method,
      metadata: body.metadata ?? {},
      items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1 }] },
      start_date: now(),
      created: now(),
      livemode: false,
    }
    subscription.latest_invoice = invoiceFor(state, subscription, !declined).id
    state.subscriptions.set(String(subscription.id), subscription)
    return ok(shown(state, subscription, expands(request)))
  }
  if (method === 'GET' && path === '/v1/subscriptions') {
    const customer = query.get('customer')
    const all = query.get('status') === 'all'
    const found = [...state.subscriptions.values()].filter(
      (subscription) => (!customer || subscription.customer === customer) && (all || subscription.status !== 'canceled'),
    )
    return list('/v1/subscriptions', found.reverse().map((subscription) => shown(state, subscription, expands(request), 'data.')))
  }
  if (method === 'POST' && path === '/v1/billing_portal/sessions') {
    return ok({
      id: newId('bps'),
      object: 'billing_portal.session',
      customer: body.customer,
      return_url: body.return_url,
      url: `https://billing.stripe.test/p/session/${newId('x')}`,
    })
  }
  return undefined
}

/** The vendor paid the subscription's open invoice (hosted invoice page): it is paid and the subscription active. */
export function payInvoice(state: StripeState, subscriptionId: string): Json {
  const subscription = state.subscriptions.get(subscriptionId)
  if (!subscription) throw new Error(`unknown subscription ${subscriptionId}`)
  const invoice = state.invoices.get(String(subscription.latest_invoice))!
  Object.assign(subscription, { status: 'active' })
  return Object.assign(invoice, { status: 'paid' })
}
