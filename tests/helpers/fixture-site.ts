import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'

export type FixtureHandler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown

export interface FixtureSite {
  url: string
  port: number
  /** Requests seen, as "METHOD path". */
  requests: string[]
  close(): Promise<void>
}

/**
 * A loopback HTTP server with hand-written routes, standing in for a tool's website. `host` may
 * be another loopback address (127.0.0.2) to play a private host the crawler must not reach.
 */
export async function startFixtureSite(routes: Record<string, FixtureHandler>, port = 0, host = '127.0.0.1'): Promise<FixtureSite> {
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    requests.push(`${req.method} ${path}`)
    const handler = routes[path]
    if (!handler) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    void Promise.resolve(handler(req, res)).catch(() => res.writeHead(500).end())
  })
  // WebSocket upgrades are recorded too, as "UPGRADE path", and refused.
  server.on('upgrade', (req, socket) => {
    requests.push(`UPGRADE ${(req.url ?? '/').split('?')[0]}`)
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const actual = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export const html = (body: string): FixtureHandler => (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
}

export async function pngIcon(color = '#4f46e5', size = 192): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 4, background: color } }).png().toBuffer()
}

/** A product home page with meta tags, JSON-LD, a features list, integrations and a pricing link. */
export function productHomePage(name: string): string {
  return `<!doctype html><html><head>
<title>${name} — AI candidate sourcing for recruiters</title>
<meta name="description" content="${name} finds and ranks passive candidates for recruiters with AI-powered sourcing and outreach.">
<meta property="og:site_name" content="${name}">
<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name,
    applicationCategory: 'BusinessApplication',
    offers: [
      { '@type': 'Offer', name: 'Starter', price: '0', priceCurrency: 'USD' },
      { '@type': 'Offer', name: 'Team', price: '49', priceCurrency: 'USD' },
    ],
  })}</script>
</head><body>
<header><a href="/">Home</a> <a href="/pricing">Pricing</a></header>
<main>
<h1>Source better candidates, faster</h1>
<h2>Features</h2>
<ul>
  <li>AI candidate sourcing across 40 sites</li>
  <li>Personalised outreach sequences</li>
  <li>Talent pool search with boolean filters</li>
</ul>
<p>Recruiters and hiring managers use ${name} to source candidates. Integrates with Greenhouse, Lever and Slack.</p>
</main></body></html>`
}

export const pricingPage = `<!doctype html><html><head><title>Pricing</title></head><body><main>
<div class="plan"><h3>Starter</h3><p>Free plan for one recruiter</p></div>
<div class="plan"><h3>Team</h3><p>$49 per month per seat</p></div>
<div class="plan"><h3>Enterprise</h3><p>Contact sales for custom pricing</p></div>
</main></body></html>`
