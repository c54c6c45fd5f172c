import { randomBytes } from 'node:crypto'

/** Stripe's wire format as the test server speaks it: form-encoded requests, JSON answers. */
export type Json = Record<string, unknown>
export type Answer = { status: number; body: Json }
export type StripeRequest = { method: string; path: string; body: Json; query: URLSearchParams }

/** The payment method that the server declines, as Stripe's test card `pm_card_chargeDeclined` does. */
export const DECLINED_PAYMENT_METHOD = 'pm_card_chargeDeclined'

export const now = () => Math.floor(Date.now() / 1000)
export const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`

/** Stripe's form encoding (a[b][0]=c) back to objects and arrays. */
export function parseForm(raw: string): Json {
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

export const ok = (body: Json): Answer => ({ status: 200, body })
export const failure = (status: number, error: Json): Answer => ({ status, body: { error } })
export const notFound = (what: string) => failure(404, { type: 'invalid_request_error', message: `No such ${what}` })
export const list = (url: string, data: Json[]): Answer => ok({ object: 'list', data, has_more: false, url })

export const cardDeclined = (extra: Json = {}) =>
  failure(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', ...extra })

/** The fields a request asks to expand, from the body (POST) or the query string (GET). */
export function expands(request: StripeRequest): string[] {
  const fromBody = Array.isArray(request.body.expand) ? (request.body.expand as string[]) : []
  const fromQuery = [...request.query.entries()].filter(([key]) => key.startsWith('expand')).map(([, value]) => value)
  return [...fromBody, ...fromQuery]
}

/** Everything the server has made, by id. */
export type StripeState = {
  customers: Map<string, Json>
  setupIntents: Map<string, Json>
  paymentIntents: Map<string, Json>
  sessions: Map<string, Json>
  prices: Map<string, Json>
  subscriptions: Map<string, Json>
  invoices: Map<string, Json>
}

export type Route = (state: StripeState, request: StripeRequest) => Answer | undefined
