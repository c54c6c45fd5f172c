import { ODD_JSON_BODIES, ODD_QUERY_STRINGS, ODD_URL_VALUES } from './odd-values'
import type { ServerActionRef } from './server-actions'

export type BadRequest = {
  group: 'pages' | 'slugs' | 'rest' | 'query' | 'auth' | 'graphql' | 'actions' | 'webhooks'
  label: string
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
  headers?: Record<string, string>
  body?: string
}

export type CorpusContext = { origin: string; toolSlug: string; articleSlug: string; actions: ServerActionRef[] }

const COLLECTIONS = ['tools', 'categories', 'articles', 'media', 'reports', 'sponsorships', 'submissions', 'subscribers', 'stripe-events', 'tool-stats', 'upvotes', 'users']

/** Public pages and the parameter each one reads (null: it reads none). */
function pages({ toolSlug, articleSlug }: CorpusContext): [string, string | null][] {
  return [
    ['/', 'q'],
    ['/', 'category'],
    ['/', 'page'],
    ['/categories', 'type'],
    ['/full-list', 'size'],
    ['/full-list/2', null],
    ['/compare', 'tools'],
    ['/resources', null],
    [`/resources/${articleSlug}`, null],
    ['/resources/rss.xml', null],
    ['/llms.txt', null],
    ['/sitemap.xml', null],
    ['/robots.txt', null],
    ['/auth', 'returnTo'],
    ['/auth', 'mode'],
    ['/auth/forgot-password', null],
    ['/auth/reset-password', 'token'],
    ['/auth/verify', 'token'],
    ['/newsletter', null],
    ['/newsletter/unsubscribe', 'token'],
    ['/submit-tool', null],
    ['/submit-tool/form', null],
    ['/submit-tool/thank-you', 'session_id'],
    ['/submit-tool/update-card', 'token'],
    ['/feature-tool', 'plan'],
    ['/feature-tool/thank-you', 'session_id'],
    ['/report', 'tool'],
    [`/tools/${toolSlug}`, null],
    [`/update-tool/${toolSlug}`, null],
    ['/me/upvotes', null],
    ['/account', null],
    ['/admin-tools', null],
    ['/help-center', null],
    ['/privacy-policy', null],
    ['/review-process', null],
    ['/preview', 'path'],
    ['/_next/image', 'url'],
  ]
}

/** Routes whose last segment comes from the URL. */
const SLUG_ROUTES = ['/tools/', '/categories/recruiter/', '/resources/', '/full-list/', '/update-tool/', '/t/click/', '/t/view/', '/tool-logos/1/', '/api/tools/', '/api/users/verify/']

const REST_QUERIES: Record<string, string> = {
  'where on an unknown field': 'where[nope][equals]=1',
  'NUL in a where value': 'where[id][equals]=%00',
  'text for a number': 'where[id][greater_than]=abc',
  'unknown operator': 'where[id][evil]=1',
  'prototype pollution in where': 'where[__proto__][polluted]=1',
  'deep and/or nesting': `${'where'}${'[or][0][and][0]'.repeat(40)}[id][equals]=1`,
  'huge depth and limit': 'depth=999&limit=100000000&page=-4',
  'bad sort and select': 'sort=%00&select[password]=true&select[hash]=true',
}

function actionBodies(): Record<string, { contentType: string; body: string }> {
  const text = 'text/plain;charset=UTF-8'
  return {
    ...Object.fromEntries(Object.entries(ODD_JSON_BODIES).map(([label, body]) => [label, { contentType: text, body }])),
    'dangling React reference': { contentType: text, body: '["$K1", "$@7", "$Q0", "$T", "$F9"]' },
    'truncated multipart': {
      contentType: 'multipart/form-data; boundary=corpus',
      body: '--corpus\r\nContent-Disposition: form-data; name="1_name"\r\n\r\nTruncated',
    },
  }
}

/**
 * The bad-input corpus: every public page with odd parameters, every dynamic route with odd slugs,
 * every REST collection and auth endpoint with odd queries and bodies, GraphQL, every server action
 * of the build with bodies it can't decode (and from a foreign origin), and the webhook endpoints
 * with bad signatures. None may answer 5xx or store anything.
 */
export function badInputCorpus(context: CorpusContext): BadRequest[] {
  const requests: BadRequest[] = []
  const json = { 'content-type': 'application/json' }

  for (const [page, parameter] of pages(context)) {
    const join = page.includes('?') ? '&' : '?'
    if (parameter) {
      for (const [label, value] of Object.entries(ODD_URL_VALUES)) requests.push({ group: 'pages', label: `${page} ${parameter}=${label}`, method: 'GET', path: `${page}${join}${parameter}=${value}` })
    }
    for (const [label, query] of Object.entries(ODD_QUERY_STRINGS)) requests.push({ group: 'pages', label: `${page} ${label}`, method: 'GET', path: `${page}${join}${query}` })
  }

  for (const route of SLUG_ROUTES) {
    for (const [label, value] of Object.entries(ODD_URL_VALUES)) requests.push({ group: 'slugs', label: `${route}${label}`, method: 'GET', path: `${route}${value}` })
  }

  for (const collection of COLLECTIONS) {
    for (const [label, query] of Object.entries(REST_QUERIES)) requests.push({ group: 'rest', label: `GET /api/${collection} ${label}`, method: 'GET', path: `/api/${collection}?${query}` })
    for (const [label, body] of Object.entries(ODD_JSON_BODIES)) requests.push({ group: 'rest', label: `POST /api/${collection} ${label}`, method: 'POST', path: `/api/${collection}`, headers: json, body })
    requests.push({ group: 'rest', label: `PATCH /api/${collection}/1 wrong types`, method: 'PATCH', path: `/api/${collection}/1`, headers: json, body: ODD_JSON_BODIES['wrong types'] })
    requests.push({ group: 'rest', label: `DELETE /api/${collection} with a where`, method: 'DELETE', path: `/api/${collection}?where[id][exists]=true` })
  }
  requests.push({ group: 'rest', label: 'DELETE /api/payload-preferences/<a key nobody has>', method: 'DELETE', path: '/api/payload-preferences/no-such-key' })
  for (const action of ['approve', 'reject']) {
    for (const collection of ['submissions', 'sponsorships']) {
      requests.push({ group: 'rest', label: `POST /api/${collection}/abc/${action}`, method: 'POST', path: `/api/${collection}/abc/${action}`, headers: json, body: '{"reason": 1}' })
    }
  }

  for (const endpoint of ['login', 'forgot-password', 'reset-password', 'verify/not-a-token', 'unlock', 'refresh-token', 'first-register', 'logout']) {
    for (const [label, body] of Object.entries(ODD_JSON_BODIES)) requests.push({ group: 'auth', label: `POST /api/users/${endpoint} ${label}`, method: 'POST', path: `/api/users/${endpoint}`, headers: json, body })
  }

  const graphql = (label: string, body: string) => requests.push({ group: 'graphql', label: `POST /api/graphql ${label}`, method: 'POST', path: '/api/graphql', headers: json, body })
  for (const [label, body] of Object.entries(ODD_JSON_BODIES)) graphql(label, body)
  graphql('syntax error', JSON.stringify({ query: '{ Tools { docs { name ' }))
  graphql('query as a number', JSON.stringify({ query: 42 }))
  graphql('deeply nested selection', JSON.stringify({ query: `{ Tools { docs { ${'category { '.repeat(200)}id${' }'.repeat(200)} } } }` }))
  graphql('ten thousand aliases', JSON.stringify({ query: `{ ${Array.from({ length: 10_000 }, (_, index) => `a${index}: Tools { totalDocs }`).join(' ')} }` }))
  graphql('login with wrong types', JSON.stringify({ query: 'mutation { loginUser(email: 1, password: true) { token } }' }))
  graphql('batch of 500', JSON.stringify(Array.from({ length: 500 }, () => ({ query: '{ Tools { totalDocs } }' }))))
  requests.push({ group: 'graphql', label: 'GET /api/graphql with a mutation', method: 'GET', path: `/api/graphql?query=${encodeURIComponent('mutation { forgotPasswordUser(email: "a@b.c") }')}` })

  const bodies = actionBodies()
  for (const action of context.actions) {
    const headers = { 'next-action': action.id, accept: 'text/x-component', origin: context.origin }
    for (const [label, { contentType, body }] of Object.entries(bodies)) {
      requests.push({ group: 'actions', label: `${action.name} ${label}`, method: 'POST', path: action.path, headers: { ...headers, 'content-type': contentType }, body })
    }
    requests.push({
      group: 'actions',
      label: `${action.name} from a foreign origin`,
      method: 'POST',
      path: action.path,
      headers: { ...headers, origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' },
      body: '[]',
    })
  }
  for (const id of ['not-an-action', '0'.repeat(42), `${'7f'.repeat(20)}ff`]) {
    requests.push({ group: 'actions', label: `unknown action ${id.slice(0, 12)}`, method: 'POST', path: '/', headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', origin: context.origin }, body: '[]' })
  }

  const stripe = (label: string, headers: Record<string, string>, body: string) =>
    requests.push({ group: 'webhooks', label: `Stripe webhook ${label}`, method: 'POST', path: '/api/stripe/webhooks', headers: { ...json, ...headers }, body })
  const event = JSON.stringify({ id: 'evt_corpus', type: 'checkout.session.completed', data: { object: { id: 'cs_corpus', metadata: { sponsorshipId: '1' } } } })
  stripe('without a signature', {}, event)
  stripe('with a forged signature', { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }, event)
  stripe('with an expired timestamp', { 'stripe-signature': `t=1,v1=${'0'.repeat(64)}` }, event)
  stripe('with a malformed signature header', { 'stripe-signature': 'garbage,,,=' }, event)
  for (const [label, body] of Object.entries(ODD_JSON_BODIES)) stripe(label, { 'stripe-signature': 't=1,v1=00' }, body)

  return requests
}
