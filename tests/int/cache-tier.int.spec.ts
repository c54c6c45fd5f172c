import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { purgeCacheTier } from '@/platform/cache/tier-purge'

import { startVarnish, type Varnish } from '../../scripts/lib/varnish'

// The VCL in scripts/varnish, run by the real varnishd in front of two loopback stand-ins for app
// instances.
let backend: http.Server
let second: http.Server
let varnish: Varnish
let front: string
const renders: string[] = []

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

const PRIVATE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * One app instance: every path answered with the keys and headers the test asks for, renders
 * counted. Like Next, it marks every page private, and answers a pages-router prefetch
 * (`x-middleware-prefetch`) with a private `{}` that still carries the keys the proxy named.
 */
function standIn(name: string): http.Server {
  return http.createServer((req, res) => {
    renders.push(`${req.method} ${req.url}`)
    const url = new URL(req.url ?? '/', 'http://app')
    const headers: Record<string, string> = { 'content-type': 'text/plain', 'cache-control': PRIVATE }
    if (!url.pathname.endsWith('/uncached')) headers.xkey = `site-settings tools ${url.pathname === '/tools/b' ? 'tool:b' : 'tool:a'}`
    if (url.pathname.endsWith('/with-cookie')) headers['set-cookie'] = 'seen=1'
    if (req.headers['x-middleware-prefetch'] || url.pathname.endsWith('/skipped')) {
      res.writeHead(200, { ...headers, 'x-middleware-skip': '1' }).end('{}')
      return
    }
    const status = url.pathname.endsWith('/broken') ? 500 : 200
    res.writeHead(status, headers).end(`${name} rendered ${renders.length} for ${req.url} cookie=${req.headers.cookie ?? ''}`)
  })
}

beforeAll(async () => {
  backend = standIn('one')
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  second = standIn('two')
  await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve))
  const port = await freePort()
  front = `http://127.0.0.1:${port}`
  varnish = await startVarnish({
    port,
    backends: [backend, second].map((server) => ({ host: '127.0.0.1', port: (server.address() as AddressInfo).port })),
    purgers: ['127.0.0.1'],
    workDir: `.data/test-varnish-${port}`,
    storage: '16m',
  })
})

afterAll(async () => {
  await varnish?.stop()
  for (const server of [backend, second]) {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  }
})

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${front}${path}`, { method, headers })
  return { status: response.status, cache: response.headers.get('x-cache'), xkey: response.headers.get('xkey'), body: await response.text() }
}

/** A PURGE sent from `localAddress`, as another machine on the network would. */
function purgeFrom(localAddress: string, keys: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(front)
    http
      .request({ host: url.hostname, port: url.port, method: 'PURGE', localAddress, headers: { 'xkey-purge': keys } }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      .on('error', reject)
      .end()
  })
}

/** Which instance answered each of `count` requests for `path`. */
async function instances(path: string, count: number, headers: Record<string, string> = {}): Promise<Set<string>> {
  const answers = new Set<string>()
  for (let index = 0; index < count; index += 1) answers.add((await get(path, headers)).body.split(' ')[0] ?? '')
  return answers
}

describe('the cache tier', () => {
  it('spreads visitors over the app instances and keeps each session on one', async () => {
    expect(await instances('/account', 6)).toEqual(new Set(['one', 'two']))
    for (const token of ['first-session', 'second-session', 'third-session']) {
      expect((await instances('/account', 6, { cookie: `theme=dark; payload-token=${token}` })).size).toBe(1)
    }
  })

  it('keeps a public page until a write purges one of its keys, and never shows the keys', async () => {
    const first = await get('/tools/a')
    expect(first.cache).toBe('MISS')
    expect(first.xkey).toBeNull()
    const again = await get('/tools/a')
    expect(again).toMatchObject({ cache: 'HIT', body: first.body })
    await get('/tools/b')

    expect(await purgeCacheTier(['tool:a'], [front])).toBe(true)
    const after = await get('/tools/a')
    expect(after.cache).toBe('MISS')
    expect(after.body).not.toBe(first.body)
    expect((await get('/tools/b')).cache).toBe('HIT')

    expect(await purgeCacheTier(['tools'], [front])).toBe(true)
    expect((await get('/tools/b')).cache).toBe('MISS')
  })

  it('gives one entry to each meaning of a URL: known parameters only, sorted, enumerations lower-cased', async () => {
    await get('/?sort=new&q=Sourcing%20Tools&type=everyone')
    for (const variant of ['/?type=Everyone&utm_source=mail&q=Sourcing%20Tools&sort=NEW', '/?q=Sourcing%20Tools&sort=new&type=everyone&', '/?fbclid=1&type=everyone&sort=new&q=Sourcing%20Tools']) {
      expect((await get(variant)).cache, variant).toBe('HIT')
    }
    // The words searched for keep their case: the page shows them back as typed.
    expect((await get('/?sort=new&q=sourcing%20tools&type=everyone')).cache).toBe('MISS')
    expect(renders).toContain('GET /?q=Sourcing%20Tools&sort=new&type=everyone')
    // Pages that read no parameters drop them all.
    await get('/tools/a?utm_source=x')
    expect(renders.at(-1)).toBe('GET /tools/a')
    await get('/categories?type=job_seeker&page=9')
    expect(renders.at(-1)).toBe('GET /categories?type=job_seeker')
    // The comparison keeps its tools and "Show differences only", which the page renders.
    await get('/compare?utm_source=x&tools=a,b&diff=1')
    expect(renders.at(-1)).toBe('GET /compare?diff=1&tools=a,b')
  })

  it('passes signed-in visitors, writes, personal paths and client navigations through', async () => {
    await get('/tools/a')
    const signedIn = await get('/tools/a', { cookie: 'theme=dark; payload-token=abc' })
    expect(signedIn.cache).toBe('PASS')
    expect(signedIn.body).toContain('payload-token=abc')
    expect((await get('/tools/a', { authorization: 'JWT abc' })).cache).toBe('PASS')
    expect((await get('/tools/a', { rsc: '1' })).cache).toBe('PASS')
    for (const path of ['/account', '/api/tools', '/admin', '/auth?returnTo=/', '/submit-tool/form', '/tools/a/b']) {
      await get(path)
      expect((await get(path)).cache, path).toBe('PASS')
    }
    // Links with tokens reach the app as sent.
    await get('/newsletter/unsubscribe?token=abc&utm_source=mail')
    expect(renders.at(-1)).toBe('GET /newsletter/unsubscribe?token=abc&utm_source=mail')
    const before = renders.length
    expect((await get('/tools/a', {}, 'POST')).cache).toBe('PASS')
    expect(renders.length).toBe(before + 1)
  })

  it('drops other cookies from anonymous requests it keeps', async () => {
    expect((await get('/tools/a', { cookie: 'theme=dark' })).body).not.toContain('theme=dark')
  })

  it('keeps nothing the app did not name keys for, that sets a cookie, is a prefetch’s empty answer or failed', async () => {
    for (const path of ['/tools/uncached', '/tools/with-cookie', '/tools/skipped', '/tools/broken']) {
      await get(path)
      expect((await get(path)).cache, path).not.toBe('HIT')
    }
  })

  it('passes client navigations, router prefetches and actions, whichever of Next’s headers they carry', async () => {
    await get('/tools/a')
    for (const [name, value] of Object.entries({ rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': '%5B%22%22%5D', 'next-router-segment-prefetch': '/_tree', 'next-hmr-refresh': '1', 'next-url': '/', 'next-action': '7f00' })) {
      expect((await get('/tools/a', { [name]: value })).cache, name).toBe('PASS')
    }
  })

  it('keeps the page, never a prefetch’s empty answer, when the first request for it is a pages-router prefetch', async () => {
    const prefetched = await get('/tools/prefetched', { 'x-middleware-prefetch': '1' })
    expect(prefetched.body).toContain('rendered')
    const next = await get('/tools/prefetched')
    expect(next).toMatchObject({ cache: 'HIT', body: prefetched.body })
  })

  it('takes purges only from the app’s addresses, and only with keys', async () => {
    expect(await purgeFrom('127.0.0.2', 'tools')).toBe(403)
    expect((await get('/', {}, 'PURGE')).status).toBe(400)
    expect(await purgeFrom('127.0.0.1', 'tools')).toBe(200)
  })

  it('reports a cache node it cannot reach without throwing', async () => {
    expect(await purgeCacheTier(['tools'], ['http://127.0.0.1:9'])).toBe(false)
  })
})
