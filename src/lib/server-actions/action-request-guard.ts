import { NextResponse, type NextRequest } from 'next/server'

import { decodableArguments } from './reply-shape'
import { isServerFunctionCall } from './server-function-call'

const refuse = (status: 400 | 403, message: string) => new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * Server action calls are POSTs with a `Next-Action` header. Next answers a call from another site,
 * or one whose arguments React can't decode, by throwing — a 500. Those are refused here first:
 * 403 for a foreign Origin (Next's own CSRF rule: the Origin's host must be this host), 400 for a
 * body that isn't an argument list. The admin's two actions (Payload's server function, which
 * takes `{ name, args }`, and its language switch, which takes a string) throw on any other first
 * argument, so under /admin that is a 400 too. Returns null for a call that may go on.
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
  const contentType = request.headers.get('content-type') ?? ''
  const args = await decodableArguments(contentType, request.clone())
  const adminCall = request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')
  if (!args || (adminCall && !(typeof args[0] === 'string' || isServerFunctionCall(args[0])))) {
    return refuse(400, 'The request could not be read. Reload the page and try again.')
  }
  return null
}
