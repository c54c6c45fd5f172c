import { NextResponse, type NextRequest } from 'next/server'

import { SERVER_ACTION_BODY_LIMIT, tooManyBytes } from '@/config/image-limits.mjs'

const refuse = (status: 400 | 403 | 413, message: string) => new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * Server action calls are POSTs with a `Next-Action` header. Next answers a call from another site,
 * or one whose arguments React can't decode, by throwing — a 500. Those are refused here first:
 * 403 for a foreign Origin (Next's own CSRF rule: the Origin's host must be this host), 413 for a
 * body over Next's cap, 400 for a body that isn't an argument list. Under /admin a first argument that is neither a string nor an
 * object is a 400 too: Payload's language switch throws on one (its server function checks its
 * own `{ name, args }` in src/app/(payload)/layout.tsx, and our admin panels' actions take objects,
 * FormData or nothing). Returns null for a call that may go on.
 */
export async function refuseMalformedAction(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return null
  const origin = request.headers.get('origin')
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (origin) {
    let originHost: string | null = null
    try {
      originHost = new URL(origin).host
    } catch {
      originHost = null
    }
    if (originHost !== host) return refuse(403, 'This action can only be called from this site.')
  }
  // Next answers a body over its cap (next.config.mjs) by throwing, a 500: refused here in words.
  const declared = Number(request.headers.get('content-length'))
  const size = declared > 0 ? declared : (await request.clone().arrayBuffer()).byteLength
  if (size > SERVER_ACTION_BODY_LIMIT) return refuse(413, tooManyBytes('file'))
  const contentType = request.headers.get('content-type') ?? ''
  const args = await decodableArguments(contentType, request.clone())
  const adminCall = request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')
  const first = args?.[0]
  const oddFirst = first !== undefined && typeof first !== 'string' && (first === null || typeof first !== 'object' || Array.isArray(first))
  if (!args || (adminCall && oddFirst)) {
    return refuse(400, 'The request could not be read. Reload the page and try again.')
  }
  return null
}

/*
 * What a body must look like for the decodeReply of the React that Next vendors to decode it, for
 * the shapes our pages send; anything else is refused, even where React would decode it. A call is
 * React's `encodeReply` of the argument list: a JSON array at the root (Next applies it as the
 * arguments), strings that start with `$` escaped as `$$` or one of the inline forms below. A
 * multipart call's root is its part "0": there `$K<id>` is a FormData (React collects the fields
 * prefixed `_<id>_`, none when the form was empty) and `$<id>` an outlined part, ids hexadecimal in
 * references and decimal in part names. A reference may go on with a path, `$<id>:<key>:<key>`, to
 * a value sent once and pointed at again (Payload's admin does, for a new Lexical block's data): the
 * path must lead, through plain values, to one that is there. React counts the slots of each nest
 * of arrays (elements, the length of the strings in them and of what references in them point to)
 * and throws past a million once one of the nest's arrays has more than one element.
 * tests/unit/server-action-reply-contract.spec.ts runs these rules and React's decoder over the
 * same bodies, pinned to the vendored React version.
 */
const MAX_DEPTH = 64
const ARRAY_SLOTS = 1_000_000
const INLINE_VALUE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|K[0-9a-f]+$|n(?!.{301})-?\d+$)/
const PART_REFERENCE = /^\$([0-9a-f]+)((?::[^:]+)*)$/

type Parts = { root: unknown; outlined: Map<string, unknown>; sizes: WeakMap<unknown[], number> }
type Nest = { slots: number; fork: boolean }

/**
 * The value `$<id>:<path>` points at, each step an own key of a plain value (React drops `__proto__`
 * keys and `$undefined` values before it follows a path); undefined when there is none.
 */
function target(hexId: string, path: string, parts: Parts): unknown {
  const id = Number.parseInt(hexId, 16)
  let value = id === 0 ? parts.root : parts.outlined.get(String(id))
  for (const key of path.split(':').slice(1)) {
    if (value === null || typeof value !== 'object' || key === '__proto__' || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value === '$undefined' ? undefined : value
}

function stringWellFormed(value: string, parts: Parts, nest: Nest | null): boolean {
  let size = value.length
  if (value.startsWith('$') && !INLINE_VALUE.test(value)) {
    const reference = PART_REFERENCE.exec(value)
    const pointed = reference ? target(reference[1]!, reference[2]!, parts) : undefined
    if (pointed === undefined) return false
    if (!nest) return true
    // An array's JSON is at least as long as React's count for it; measured once, however often pointed at.
    if (Array.isArray(pointed) && !parts.sizes.has(pointed)) parts.sizes.set(pointed, JSON.stringify(pointed).length)
    size = typeof pointed === 'string' ? pointed.length : Array.isArray(pointed) ? parts.sizes.get(pointed)! : 0
    nest.fork ||= Array.isArray(pointed)
  }
  return !nest || withinSlots(nest, size)
}

/** React's check as it counts: a nest that has an array of more than one element may hold a million slots. */
function withinSlots(nest: Nest, slots: number): boolean {
  nest.slots += slots
  return nest.slots <= ARRAY_SLOTS || !nest.fork
}

function wellFormed(value: unknown, parts: Parts, depth: number, nest: Nest | null): boolean {
  if (depth > MAX_DEPTH) return false
  if (typeof value === 'string') return stringWellFormed(value, parts, nest)
  if (value === null || typeof value !== 'object') return true
  if (!Array.isArray(value)) return Object.values(value).every((item) => wellFormed(item, parts, depth + 1, null))
  const arrays = nest ?? { slots: 0, fork: false }
  arrays.fork ||= value.length > 1
  return withinSlots(arrays, value.length + 1) && value.every((item) => wellFormed(item, parts, depth + 1, arrays))
}

const parsed = (json: string): { value: unknown } | null => {
  try {
    return { value: JSON.parse(json) as unknown }
  } catch {
    return null
  }
}

function rootArguments(rootJson: string, outlinedJson: Map<string, string>): unknown[] | null {
  const root = parsed(rootJson)
  const outlined = new Map<string, unknown>()
  for (const [id, json] of outlinedJson) {
    const part = parsed(json)
    if (!part) return null
    outlined.set(id, part.value)
  }
  if (!Array.isArray(root?.value)) return null
  const parts = { root: root.value, outlined, sizes: new WeakMap() }
  return [root.value, ...outlined.values()].every((value) => wellFormed(value, parts, 0, null)) ? root.value : null
}

/** The argument list in `body` (with its content type) if React can decode it, else null. */
async function decodableArguments(contentType: string, body: Request): Promise<unknown[] | null> {
  if (!contentType.startsWith('multipart/form-data')) return rootArguments(await body.text(), new Map())
  let form: FormData
  try {
    form = await body.formData()
  } catch {
    return null
  }
  const root = form.get('0')
  // An outlined part is JSON text; a file under a part's name is no part a reference can read.
  const outlined = new Map(
    [...form.keys()].filter((key) => /^\d+$/.test(key) && key !== '0').flatMap((key) => {
      const part = form.get(key)
      return typeof part === 'string' ? [[key, part] as const] : []
    }),
  )
  return typeof root === 'string' ? rootArguments(root, outlined) : null
}
