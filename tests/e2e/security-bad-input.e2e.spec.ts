import { expect, test } from '@playwright/test'

const PEER = process.env.E2E_PEER_URL ?? 'http://127.0.0.1:3111'
const long = (length: number) => 'a'.repeat(length)

/**
 * Malformed addresses on every kind of public route: each is refused (400, src/proxy.ts) or is a
 * 404 page, never a 500. Sent to an app instance directly (the cache tier rewrites some query
 * strings before they reach the app) and through the cache tier.
 */
const REFUSED: string[] = [
  '/tools/%00',
  '/tools/a%00b',
  '/tools/%FF',
  '/tools/%C3%28',
  `/tools/${long(250)}`,
  `/tools/${long(5_000)}`,
  '/categories/%FF',
  '/categories/%00/sourcing',
  '/categories/recruiter/%00',
  `/categories/recruiter/${long(300)}`,
  '/resources/%00',
  '/resources/%E0%A4',
  `/resources/${long(5_000)}`,
  '/?category=%00',
  '/?q=%00',
  '/?q=%FF',
  '/?q=%C3%28',
  '/?page=%00',
  '/?utm_source=%00',
  '/?%00=x',
  `/?q=${long(10_240)}`,
  `/?category=${long(10_240)}`,
  '/full-list/abc',
  '/full-list/0',
  '/full-list/99999999999999999999',
  '/full-list/%00',
  '/compare?tools=%00',
  '/compare?tools=a,%FF',
  `/compare?tools=${long(10_240)}`,
  '/update-tool/%00',
  '/tool-logos/%00/logo.png',
  '/tool-logos/abc/..%2F..%2Fpayload.config.ts',
  '/api/tools/%00',
  '/api/tools?where[slug][equals]=%00',
  '/api/tools?where[name][like]=%FF',
  '/sitemap.xml?x=%00',
  '/llms.txt?%FF',
  '/resources/rss.xml?x=%00',
  '/admin/%00',
  '/no-such-page/%C3%28',
  `/no-such-page/${long(5_000)}`,
]

/** Odd but well-formed: whatever they answer, it is not a server error. */
const ANSWERED: string[] = [
  '/?q=%E8%AF%AD%F0%9F%98%80',
  '/?q=%22%27%3C%3E%5C',
  '/?page=-1&size=1000000&sort=%F0%9F%98%80&type[]=x',
  '/?q=a&q=b&q=c',
  '/compare?tools=a&tools=b',
  '/compare?tools=,,,',
  '/categories?type=%F0%9F%98%80',
  '/tools/%E2%80%AE',
  '/tools/..',
  '/api/tools/abc',
  '/api/tools?limit=abc&page=-5&depth=99999',
  '/api/tools?where[or][0][slug][equals]=x&sort=-nope',
  `/api/tools?where[name][like]=${long(2_000)}`,
  '/api/categories?where[__proto__][equals]=x',
  '/api/tools?where[constructor][prototype][x]=1',
  '/_next/image?url=%00&w=64&q=75',
  '/_next/image?url=/tool-logos/1/x.png&w=abc&q=75',
]

for (const [label, base] of [
  ['an app instance', PEER],
  ['the cache tier', undefined],
] as const) {
  test(`malformed addresses get a 400 or the 404 page from ${label}, never a 500`, async ({ request, baseURL }) => {
    const origin = base ?? baseURL!
    const failures: string[] = []
    for (const path of REFUSED) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 })
      // Through the cache tier some query strings are dropped before the app sees them, and Varnish
      // refuses an overlong request line itself: there only the absence of a server error counts.
      const refused = base ? [400, 404].includes(response.status()) : response.status() < 500
      if (!refused) failures.push(`${response.status()} ${path.slice(0, 80)}`)
    }
    for (const path of ANSWERED) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 })
      if (response.status() >= 500) failures.push(`${response.status()} ${path.slice(0, 80)}`)
    }
    expect(failures).toEqual([])
  })
}

test('a refused address says why, and a missing page is the site’s 404 page', async ({ request, page }) => {
  const refused = await request.get(`${PEER}/tools/%00`)
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('not valid text')
  const missing = await page.goto(`${PEER}/full-list/abc`)
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible()
})
