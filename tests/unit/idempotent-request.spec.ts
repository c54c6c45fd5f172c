import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendIdempotent } from '@/platform/cache/idempotent-request'

// A server that drops the connection of every request whose path says so, the first time it sees it.
let server: http.Server
let base: string
const seen = new Map<string, number>()

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const count = (seen.get(req.url ?? '') ?? 0) + 1
    seen.set(req.url ?? '', count)
    if (req.url === '/always' || (req.url === '/once' && count === 1)) return req.socket.destroy()
    res.end(`answered ${req.method} on attempt ${count}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('a request that is safe to repeat', () => {
  it('is sent again when the connection drops', async () => {
    const response = await sendIdempotent(`${base}/once`, () => ({ method: 'PURGE' }))
    expect(await response.text()).toBe('answered PURGE on attempt 2')
  })

  it('fails when the second attempt fails too', async () => {
    await expect(sendIdempotent(`${base}/always`, () => ({ method: 'POST', body: '{}' }))).rejects.toThrow()
    expect(seen.get('/always')).toBe(2)
  })
})
