import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { crawlSite } from '@/domains/enrichment/crawler/crawl-site'
import { capturePage } from '@/domains/enrichment/screenshot/capture-page'
import { isPrivateAddress } from '@/platform/safe-fetch/address-policy'
import { CrawlError } from '@/platform/safe-fetch/errors'
import { resolvePublicHost } from '@/platform/safe-fetch/resolve-host'
import { safeFetch } from '@/platform/safe-fetch/safe-fetch'

import { html, pricingPage, productHomePage, startFixtureSite, type FixtureSite } from '../helpers/fixture-site'

let site: FixtureSite
const allow = { allowPrivateHosts: ['127.0.0.1'] }

beforeAll(async () => {
  site = await startFixtureSite({
    '/': html(productHomePage('Fixture Sourcer')),
    '/pricing': html(pricingPage),
    '/huge': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(`<html><body>${'x'.repeat(3 * 1024 * 1024)}</body></html>`)
    },
    '/loop-a': (_req, res) => res.writeHead(302, { location: '/loop-b' }).end(),
    '/loop-b': (_req, res) => res.writeHead(302, { location: '/loop-a' }).end(),
    '/slow': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.write('<html>')
      setTimeout(() => res.end('</html>'), 3_000)
    },
    '/data.json': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}'),
    '/to-metadata': (_req, res) => res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/bad-location': (_req, res) => res.writeHead(302, { location: 'http://[bad-host/' }).end(),
    '/plain': html(`<!doctype html><html><head><title>Plain Hire</title></head><body>
      <nav><p>Home</p></nav>
      <main><p>Short intro.</p>
      <p>Plain Hire screens applicants for hourly roles by text message and books interviews with the hiring manager the same day.</p>
      <p>Another paragraph that should not be used as the description of this tool at all.</p></main></body></html>`),
  })
})

afterAll(async () => {
  await site.close()
})

async function crawlError(promise: Promise<unknown>): Promise<CrawlError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(CrawlError)
  return error as CrawlError
}

describe('crawler', () => {
  it('extracts description, features, JSON-LD pricing, the pricing page, integrations and icons', async () => {
    const crawl = await crawlSite(site.url, allow)
    expect(crawl.title).toBe('Fixture Sourcer')
    expect(crawl.description).toContain('finds and ranks passive candidates')
    expect(crawl.features).toEqual(
      expect.arrayContaining(['AI candidate sourcing across 40 sites', 'Personalised outreach sequences']),
    )
    expect(crawl.pricingPageUrl).toBe(`${site.url}/pricing`)
    expect(crawl.pricing).toBe('Free plan; paid plans from $49 per month per seat')
    expect(crawl.priceRange).toBe('free-to-start')
    expect(crawl.pricingPlans.map((plan) => plan.name)).toEqual(expect.arrayContaining(['Starter', 'Team']))
    expect(crawl.integrations).toEqual(['Greenhouse', 'Lever', 'Slack'])
    expect(crawl.toolType).toBe('recruiter')
    expect(crawl.logoCandidates[0]).toMatchObject({ url: `${site.url}/apple-touch-icon.png`, kind: 'apple-touch-icon' })
    expect(site.requests).toContain('GET /pricing')
  })

  it('refuses a body over the size cap', async () => {
    const error = await crawlError(safeFetch(`${site.url}/huge`, allow))
    expect(error.code).toBe('too_large')
  })

  it('stops a redirect loop at the redirect cap', async () => {
    const error = await crawlError(safeFetch(`${site.url}/loop-a`, { ...allow, maxRedirects: 3 }))
    expect(error.code).toBe('too_many_redirects')
  })

  it('times out a slow response', async () => {
    const error = await crawlError(safeFetch(`${site.url}/slow`, { ...allow, timeoutMs: 500 }))
    expect(error.code).toBe('timeout')
    expect(error.transient).toBe(true)
  })

  it('refuses a non-HTML page as a site', async () => {
    const error = await crawlError(crawlSite(`${site.url}/data.json`, allow))
    expect(error.code).toBe('unsupported_content')
  })

  it('sends a clear user agent', async () => {
    let agent = ''
    const probe = await startFixtureSite({
      '/': (req, res) => {
        agent = String(req.headers['user-agent'])
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>ok</body></html>')
      },
    })
    await safeFetch(probe.url, allow)
    await probe.close()
    expect(agent).toMatch(/^HireStackBot\/1\.0 /)
  })

  it('describes a site without meta, OG or JSON-LD by its first real paragraph', async () => {
    const crawl = await crawlSite(`${site.url}/plain`, allow)
    expect(crawl.description).toBe(
      'Plain Hire screens applicants for hourly roles by text message and books interviews with the hiring manager the same day.',
    )
  })

  it('reports a redirect to a malformed address as an invalid URL, not a network hiccup to retry', async () => {
    const error = await crawlError(safeFetch(`${site.url}/bad-location`, allow))
    expect(error.code).toBe('invalid_url')
    expect(error.transient).toBe(false)
  })

  it('rejects URLs that are not http(s)', async () => {
    expect((await crawlError(safeFetch('file:///etc/passwd'))).code).toBe('invalid_url')
    expect((await crawlError(safeFetch('not a url'))).code).toBe('invalid_url')
  })
})

describe('SSRF guard', () => {
  it.each(['http://127.0.0.1/', 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://0.0.0.0/'])(
    'refuses %s',
    async (url) => {
      const error = await crawlError(safeFetch(url, { allowPrivateHosts: false }))
      expect(error.code).toBe('blocked_host')
    },
  )

  it('refuses a hostname that resolves to a private address', async () => {
    const error = await crawlError(resolvePublicHost('localhost', false))
    expect(error.code).toBe('blocked_host')
  })

  it('refuses a redirect to a private address although the first host was allowed', async () => {
    // Only the fixture's loopback host is allowed; the redirect target is checked on its own.
    const error = await crawlError(safeFetch(`${site.url}/to-metadata`, allow))
    expect(error.code).toBe('blocked_host')
    const toPrivate = await startFixtureSite({
      '/': (_req, res) => res.writeHead(302, { location: 'http://10.0.0.1/admin' }).end(),
    })
    const redirectError = await crawlError(safeFetch(toPrivate.url, allow))
    await toPrivate.close()
    expect(redirectError.code).toBe('blocked_host')
  })

  it('keeps the screenshot browser inside the guard: subresources, redirects and WebSockets', async () => {
    // 127.0.0.2 plays an internal host: loopback, but not on the allowance list.
    const internal = await startFixtureSite(
      {
        '/secret.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(),
        '/hop-target.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(),
        '/api': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
      },
      0,
      '127.0.0.2',
    )
    const page = await startFixtureSite({
      '/': html(`<!doctype html><html><body><h1>Public page</h1>
        <img src="${internal.url}/secret.png"><img src="/hop.png">
        <script>new WebSocket('ws://' + location.host + '/live'); fetch('${internal.url}/api').catch(() => {})</script>
        </body></html>`),
      '/hop.png': (_req, res) => res.writeHead(302, { location: `${internal.url}/hop-target.png` }).end(),
    })
    try {
      const png = await capturePage(page.url, allow)
      await expect((await import('sharp')).default(png).metadata()).resolves.toMatchObject({ width: 1200, height: 675 })
      expect(page.requests).toContain('GET /hop.png')
      expect(page.requests).not.toContain('UPGRADE /live')
      expect(internal.requests).toEqual([])
    } finally {
      await page.close()
      await internal.close()
    }
  }, 60_000)

  it('allows loopback only through the explicit allowance', async () => {
    const error = await crawlError(safeFetch(site.url, { allowPrivateHosts: false }))
    expect(error.code).toBe('blocked_host')
    await expect(safeFetch(site.url, allow)).resolves.toMatchObject({ status: 200 })
  })

  it('classifies addresses', () => {
    const transition = ['64:ff9b::a00:1', '64:ff9b:1::7f00:1', '2002:7f00:1::1', '2002:0808:0808::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2']
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '::ffff:7f00:1', ...transition]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '2001:4860:4860::8888']) {
      expect(isPrivateAddress(address), address).toBe(false)
    }
  })
})
