import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientIp, trustedProxyList } from '@/platform/request/client-ip'

import '../../scripts/server/append-peer-address.mjs'

/**
 * A node server with the module the app's server loads: each request's handler sees the
 * X-Forwarded-For the app would, and answers with the client address the app would key on.
 */
let server: http.Server
let port: number
let trusted = trustedProxyList([])

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value)
    response.end(JSON.stringify({ forwardedFor: request.headers['x-forwarded-for'], client: clientIp(headers, trusted) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function ask(from: string, forwardedFor?: string): Promise<{ forwardedFor: string; client: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, localAddress: from, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve(JSON.parse(body) as { forwardedFor: string; client: string }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('the server appends the TCP peer to X-Forwarded-For', () => {
  it('with no trusted proxy (TRUSTED_PROXIES empty), the client is the peer, whatever it wrote', async () => {
    trusted = trustedProxyList([])
    expect(await ask('127.0.0.7')).toEqual({ forwardedFor: '127.0.0.7', client: '127.0.0.7' })
    for (const forged of ['203.0.113.9', '198.51.100.1, 203.0.113.9', 'forged', '']) {
      expect(await ask('127.0.0.7', forged), forged).toMatchObject({ client: '127.0.0.7' })
    }
  })

  it('from a trusted proxy, the entry it appended names the client', async () => {
    trusted = trustedProxyList(['127.0.0.1'])
    expect(await ask('127.0.0.1', '198.51.100.1, 203.0.113.9')).toEqual({ forwardedFor: '198.51.100.1, 203.0.113.9, 127.0.0.1', client: '203.0.113.9' })
    // The proxy's own request (a health probe) is keyed on the proxy; anyone else is the peer.
    expect(await ask('127.0.0.1')).toMatchObject({ client: '127.0.0.1' })
    expect(await ask('127.0.0.8', '203.0.113.9')).toMatchObject({ client: '127.0.0.8' })
  })
})
