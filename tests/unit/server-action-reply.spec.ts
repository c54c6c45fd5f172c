import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { decodableArguments } from '@/platform/server-actions/reply-shape'

// The encoder Next's client uses for server action arguments.
const { encodeReply } = createRequire(import.meta.url)('next/dist/compiled/react-server-dom-turbopack/client.edge.js') as {
  encodeReply: (args: unknown[]) => Promise<string | FormData>
}

async function judge(args: unknown[]): Promise<boolean> {
  const body = await encodeReply(args)
  const request = new Request('http://app.test/', { method: 'POST', body })
  return (await decodableArguments(request.headers.get('content-type') ?? '', request)) !== null
}

const raw = async (body: string, contentType = 'text/plain;charset=UTF-8') =>
  (await decodableArguments(contentType, new Request('http://app.test/', { method: 'POST', body, headers: { 'content-type': contentType } }))) !== null

describe('server action bodies', () => {
  it('accepts what the app’s pages send', async () => {
    const form = new FormData()
    form.set('name', 'Acme')
    form.set('logo', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'logo.png')
    for (const args of [[], [{ toolId: 1, upvoted: true, note: undefined }], ['$starts with a dollar', new Date(0), 5n, Number.NaN], [form], [{ form, plan: 'basic' }]]) {
      expect(await judge(args)).toBe(true)
    }
  })

  it('accepts a value sent once and pointed at again (Payload’s admin, for a new Lexical block)', async () => {
    const data = { blockName: '', blockType: 'newsletterTool', id: '6b07ef8e539359071a66514c' }
    const args = [{ name: 'form-state', args: { data, initialBlockData: data, schemaPath: 'newsletter-issues.body' } }]
    expect(JSON.stringify(await encodeReply(args))).toContain('$0:0:args:data')
    expect(await judge(args)).toBe(true)
  })

  it.each([
    ['not JSON', 'this is not json'],
    ['a path to nothing', '[{"a": {"b": 1}, "c": "$0:0:a:missing"}]'],
    ['a path through another reference', '[{"a": "$undefined", "c": "$0:0:a:b"}]'],
    ['a reference to an outlined part that is not there', '["$a"]'],
    ['truncated JSON', '[{"a": '],
    ['a root that is not an argument list', '{"__proto__": {"polluted": true}}'],
    ['null', 'null'],
    ['deep nesting', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
    ['references to parts that are not there', '["$K1"]'],
    ['a promise reference', '["$@1"]'],
    ['a temporary reference', '[{"a": "$T"}]'],
    ['a server reference', '["$F9"]'],
  ])('refuses %s', async (_label, body) => {
    expect(await raw(body)).toBe(false)
  })

  it('refuses truncated multipart and multipart without its root part', async () => {
    expect(await raw('--b\r\nContent-Disposition: form-data; name="_1_name"\r\n\r\nTruncated', 'multipart/form-data; boundary=b')).toBe(false)
    expect(await raw('--b\r\nContent-Disposition: form-data; name="_1_name"\r\n\r\nAcme\r\n--b--\r\n', 'multipart/form-data; boundary=b')).toBe(false)
  })
})
