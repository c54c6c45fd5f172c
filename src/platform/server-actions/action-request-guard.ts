import { decodeReply } from 'next/dist/compiled/react-server-dom-turbopack/server.node'
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

/**
 * The argument list in `body` as React decodes it for Next (its `decodeReply`, from the React build
 * Next vendors), or null when React throws or what it decodes is not a list. It is decoded without a
 * server manifest or temporary references: a call from our pages passes neither a server function
 * nor an opaque client value, so one that does is refused. The body cap is checked before this.
 */
async function decodableArguments(contentType: string, body: Request): Promise<unknown[] | null> {
  try {
    const args = await decodeReply(contentType.startsWith('multipart/form-data') ? await body.formData() : await body.text(), {})
    return Array.isArray(args) && !nestedDeeperThan(MAX_DEPTH, args) ? args : null
  } catch {
    return null
  }
}

/**
 * Our pages nest an argument a dozen levels at most (a Lexical document in the admin). Whether a
 * deeper list decodes depends on how much stack is left where it is read, so the proxy may decode
 * what the action's own decoding then fails on (a 500): past this depth the call is refused.
 */
const MAX_DEPTH = 64

/** Whether `value` nests deeper than `limit` levels, walked without recursion (each object once). */
function nestedDeeperThan(limit: number, value: unknown): boolean {
  const seen = new Set<object>()
  const pending: [unknown, number][] = [[value, 0]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next
    if (item === null || typeof item !== 'object' || seen.has(item)) continue
    if (depth > limit) return true
    seen.add(item)
    for (const child of Object.values(item)) pending.push([child, depth + 1])
  }
  return false
}
