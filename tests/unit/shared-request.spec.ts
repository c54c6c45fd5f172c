import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxy } from '@/proxy'

const answer = (path: string, headers: Record<string, string> = {}, method = 'GET') => proxy(new NextRequest(`http://app.test${path}`, { method, headers }))

describe('which answers the proxy marks shareable', () => {
  it('names the keys of a public page for a plain GET or HEAD', async () => {
    for (const method of ['GET', 'HEAD']) expect((await answer('/tools/acme', {}, method)).headers.get('xkey')).toBe('site-settings tools tool:acme')
    // A browser's page load and a speculative prefetch get the page itself.
    expect((await answer('/tools/acme', { 'sec-fetch-dest': 'document', 'sec-purpose': 'prefetch' })).headers.get('xkey')).not.toBeNull()
  })

  it('marks nothing shareable when Next answers the address with something other than the page', async () => {
    const headers = {
      rsc: '1',
      'next-router-prefetch': '1',
      'next-router-state-tree': '%5B%22%22%5D',
      'next-router-segment-prefetch': '/_tree',
      'next-hmr-refresh': '1',
      'next-url': '/',
      'next-action': '7f00',
      'x-middleware-prefetch': '1',
      'x-nextjs-data': '1',
    }
    for (const [name, value] of Object.entries(headers)) {
      expect((await answer('/tools/acme', { [name]: value })).headers.get('xkey'), name).toBeNull()
    }
    expect((await answer('/tools/acme?_rsc=1x2y')).headers.get('xkey')).toBeNull()
    expect((await answer('/tools/acme', {}, 'POST')).headers.get('xkey')).toBeNull()
    expect((await answer('/account')).headers.get('xkey')).toBeNull()
  })
})
