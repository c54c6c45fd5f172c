import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { SERVER_ACTION_BODY_LIMIT } from '@/config/image-limits.mjs'
import { refuseMalformedAction } from '@/platform/server-actions/action-request-guard'

const call = (path: string, body: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://app.test${path}`, {
    method: 'POST',
    body,
    headers: { host: 'app.test', origin: 'http://app.test', 'next-action': '40abc', 'content-type': 'text/plain;charset=UTF-8', ...headers },
  })

describe('server action calls in the proxy', () => {
  it('lets a well-formed call from this site through, and ignores requests that are not action calls', async () => {
    expect(await refuseMalformedAction(call('/auth', '[{"email":"a@b.c"}]'))).toBeNull()
    expect(await refuseMalformedAction(call('/auth', '[]', { origin: '' }))).toBeNull()
    expect(await refuseMalformedAction(new NextRequest('http://app.test/auth', { method: 'POST', body: 'not json' }))).toBeNull()
    expect(await refuseMalformedAction(new NextRequest('http://app.test/auth?x=1', { headers: { 'next-action': '40abc' } }))).toBeNull()
  })

  it('refuses a call from another origin with a 403', async () => {
    for (const origin of ['https://evil.example', 'http://app.test.evil.example', 'null']) {
      const response = await refuseMalformedAction(call('/auth', '[]', { origin }))
      expect(response?.status).toBe(403)
      expect(await response?.text()).toBe('This action can only be called from this site.')
    }
  })

  it('refuses an undecodable body with a 400 in words', async () => {
    const response = await refuseMalformedAction(call('/auth', '[{"a":'))
    expect(response?.status).toBe(400)
    expect(await response?.text()).toBe('The request could not be read. Reload the page and try again.')
  })

  it('refuses a body over Next\'s cap (a 4 MB upload) with a 413 in words, whether or not it declares its length', async () => {
    const large = `["${'x'.repeat(4 * 1024 * 1024)}"]`
    for (const headers of [{ 'content-length': String(large.length) }, {}] as Record<string, string>[]) {
      const response = await refuseMalformedAction(call('/submit-tool', large, headers))
      expect(response?.status).toBe(413)
      expect(await response?.text()).toBe('The file must be 2 MB or smaller.')
    }
    expect(await refuseMalformedAction(call('/submit-tool', `["${'x'.repeat(SERVER_ACTION_BODY_LIMIT - 4)}"]`))).toBeNull()
  })

  it('under /admin, accepts a string, an object or no argument first (what the admin’s actions take)', async () => {
    for (const body of ['[{"name":"form-state","args":{}}]', '["en"]', '[]', '[{"ids":[1,2]}]']) {
      expect(await refuseMalformedAction(call('/admin/collections/tools', body)), body).toBeNull()
    }
    for (const body of ['[1,2,3]', '[null]', '[true]', '[[1]]']) {
      expect((await refuseMalformedAction(call('/admin', body)))?.status, body).toBe(400)
    }
  })
})
