import { createRequire } from 'node:module'

import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { refuseMalformedAction } from '@/platform/server-actions/action-request-guard'

import { decodeReply, reactVersion } from '../helpers/react-server-decoder'

/**
 * The proxy's action guard (src/platform/server-actions/action-request-guard.ts) answers 400 when
 * React's decodeReply, from the React build Next vendors, can't decode a call's body into an
 * argument list. This runs the bodies our pages send and malformed ones through the guard and
 * through that decodeReply as Next's app pages call it, and asserts what React makes of each and
 * that the guard agrees. It is pinned to the React version it was checked with: the guard relies on
 * the compiled package's path, decodeReply's signature and what it throws on.
 */
const WRITTEN_FOR = '19.3.0-canary-278794d7-20261002'

const require = createRequire(import.meta.url)
// The browser-side encoder Next's client uses for server action arguments.
const { encodeReply } = require('next/dist/compiled/react-server-dom-turbopack/client.edge.js') as {
  encodeReply: (args: unknown[]) => Promise<string | FormData>
}
const vendoredVersion = (require('next/dist/compiled/react-server-dom-turbopack/package.json') as { peerDependencies: { react: string } }).peerDependencies.react

type Body = string | FormData | { multipart: string }
const BOUNDARY = 'contract'

async function reactDecodes(body: Body): Promise<boolean> {
  let payload: string | FormData
  try {
    payload = typeof body === 'object' && 'multipart' in body ? await new Request('http://app.test/', { method: 'POST', body: body.multipart, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }).formData() : body
  } catch {
    return false
  }
  try {
    // Without a server manifest or temporary references: our pages pass neither as an argument.
    return Array.isArray(await decodeReply(payload, {}))
  } catch {
    return false
  }
}

async function guardAccepts(body: Body): Promise<boolean> {
  const headers: Record<string, string> = { host: 'app.test', origin: 'http://app.test', 'next-action': '40abc' }
  if (typeof body === 'string') headers['content-type'] = 'text/plain;charset=UTF-8'
  if (typeof body === 'object' && 'multipart' in body) headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`
  const request = new NextRequest('http://app.test/tools', { method: 'POST', body: typeof body === 'object' && 'multipart' in body ? body.multipart : body, headers })
  return (await refuseMalformedAction(request)) === null
}

const multipart = (parts: Record<string, string>, end = `--${BOUNDARY}--\r\n`) =>
  ({ multipart: Object.entries(parts).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + end }) satisfies Body

function filledForm(): FormData {
  const form = new FormData()
  form.set('name', 'Acme')
  form.set('logo', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'logo.png')
  return form
}

const lexicalBlock = { blockName: '', blockType: 'newsletterTool', id: '6b07ef8e539359071a66514c' }
const shared = { a: 1 }

/** Argument lists as our pages pass them to their actions, encoded as the browser does. */
const SENT: [string, () => unknown[]][] = [
  ['no arguments', () => []],
  ['an object with undefined', () => [{ toolId: 1, upvoted: true, note: undefined }]],
  ['inline values', () => ['$starts with a dollar', new Date(0), 5n, Number.NaN, Infinity, -Infinity, -0]],
  ['a form with a file', () => [filledForm()]],
  ['a form inside an object', () => [{ form: filledForm(), plan: 'basic' }]],
  ['an empty form', () => [new FormData()]],
  ['a value sent once and pointed at again', () => [{ x: shared, y: shared }]],
  ['a Lexical block’s data pointed at again (Payload’s admin)', () => [{ name: 'form-state', args: { data: lexicalBlock, initialBlockData: lexicalBlock, schemaPath: 'newsletter-issues.body' } }]],
  ['nested arrays', () => [[1, 2], [3], { ids: [1, 2, 3] }]],
]

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`

/**
 * Bodies written by hand: React decodes some (`true`) into an argument list, the rest not. The
 * guard agrees, except that it refuses what React decodes nested deeper than 64 levels (the fourth
 * value): whether that decodes depends on the stack left where it is read.
 */
const WRITTEN: [string, Body, boolean, boolean?][] = [
  ['an outlined part', multipart({ 1: '{"a":[1,2]}', 0: '["$1", "$1:a:1"]' }), true],
  ['an unfinished date', '["$Dnot a date"]', true],
  ['a long string as the only argument', `["${'x'.repeat(1_500_000)}"]`, true],
  ['a nest of arrays at a million slots', `[${Array(999_999).fill(0).join(',')}]`, true],
  ['a promise reference to a part that is not there', '["$@1"]', true],
  ['64 levels of nesting', deep(64), true],
  ['100 levels of nesting', deep(100), true, false],
  ['an unreferenced outlined part that is not JSON', multipart({ 1: 'nope', 0: '[]' }), true],
  ['not JSON', 'this is not json', false],
  ['truncated JSON', '[{"a": ', false],
  ['an empty body', '', false],
  ['a root that is an object', '{"__proto__": {"polluted": true}}', false],
  ['a root that is null', 'null', false],
  ['a root that is a string', '"x"', false],
  ['a path to nothing', '[{"a": {"b": 1}, "c": "$0:0:a:missing"}]', false],
  ['a path through another reference', '[{"a": "$undefined", "c": "$0:0:a:b"}]', false],
  ['a path to an undefined value', '[{"a": "$undefined", "c": "$0:0:a"}]', false],
  ['a path through __proto__', '[{"__proto__": {"b": 1}, "c": "$0:0:__proto__:b"}]', false],
  ['a reference to an outlined part that is not there', '["$a"]', false],
  ['a path into an outlined part that leads nowhere', multipart({ 1: '{"a":1}', 0: '["$1:b"]' }), false],
  ['an outlined part that is not JSON', multipart({ 1: '{"a":', 0: '["$1"]' }), false],
  ['an outlined part with a dangling reference', multipart({ 1: '["$F9"]', 0: '["$1"]' }), false],
  ['deep nesting', deep(5_000), false],
  ['a server reference', '["$F9"]', false],
  ['a temporary reference', '[{"a": "$T"}]', false],
  ['a Map of the root', '["$Q0"]', false],
  ['a Blob that is not there', '["$B1"]', false],
  ['a bigint that is not a number', '["$nx"]', false],
  ['a bigint of 301 digits', `["$n${'9'.repeat(301)}"]`, false],
  ['an argument list over a million slots', `[${Array(1_000_000).fill(0).join(',')}]`, false],
  ['a long string beside another argument', `["${'x'.repeat(1_000_000)}", 1]`, false],
  ['a string pointed at three times', `["${'x'.repeat(400_000)}", "$0:0", "$0:0", "$0:0"]`, false],
  ['the dangling references of the bad-input corpus', '["$K1", "$@7", "$Q0", "$T", "$F9"]', false],
  ['truncated multipart', { multipart: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_1_name"\r\n\r\nTruncated` }, false],
  ['multipart without its root part', multipart({ _1_name: 'Acme' }), false],
]

describe('the action guard against React’s decodeReply', () => {
  it('is written for the React version Next vendors', () => {
    expect(
      vendoredVersion,
      `Next now vendors React ${vendoredVersion}, and this guard was checked against ${WRITTEN_FOR}: run this corpus against it, check that the guard's import of its decodeReply and the call's signature still hold (src/platform/server-actions/action-request-guard.ts and react-server-decoder.d.ts), update what each body is expected to do and set WRITTEN_FOR.`,
    ).toBe(WRITTEN_FOR)
    expect(reactVersion, 'the React build of the app-page runtime').toBe(vendoredVersion)
  })

  it.each(SENT)('both accept what our pages send: %s', async (_label, args) => {
    const body = await encodeReply(args())
    expect(await reactDecodes(body)).toBe(true)
    expect(await guardAccepts(body)).toBe(true)
  })

  it('encodes a Lexical block’s data once and points at it again', async () => {
    expect(JSON.stringify(await encodeReply(SENT[7]![1]()))).toContain('$0:0:args:data')
  })

  it.each(WRITTEN)('agree on %s', async (_label, body, decodes, guard = decodes) => {
    expect(await reactDecodes(body), 'React').toBe(decodes)
    expect(await guardAccepts(body), 'the guard').toBe(guard)
  })
})
