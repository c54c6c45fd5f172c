import { NextResponse, type NextRequest } from 'next/server'

import { digestUnsubscribePage } from '@/domains/accounts'
import { unsubscribeFromDigest } from '@/features/follows/client'
import { isOneClickBody, oneClickAnswer } from '@/platform/mail/one-click-unsubscribe'

/**
 * RFC 8058 one-click unsubscribe from the follow digest: the mail client's own Unsubscribe button
 * POSTs `List-Unsubscribe=One-Click` here. The token in the URL is the proof; no cookie or CSRF
 * token is sent or needed, and no page is shown.
 */
export async function POST(request: NextRequest) {
  if (!(await isOneClickBody(request))) return oneClickAnswer('Bad request: the body must be List-Unsubscribe=One-Click.', 400)
  const result = await unsubscribeFromDigest(request.nextUrl.searchParams.get('token'))
  if (result.ok) return oneClickAnswer('The HireStack follow digest is off for this address.', 200)
  if (result.code === 'invalid_token') return oneClickAnswer(result.error, 400)
  return oneClickAnswer(result.error, 503)
}

/** Someone who opens the one-click URL in a browser gets the page with the button; a GET changes nothing. */
export function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token') ?? ''
  return NextResponse.redirect(digestUnsubscribePage(token), { status: 303, headers: { 'Cache-Control': 'no-store' } })
}
