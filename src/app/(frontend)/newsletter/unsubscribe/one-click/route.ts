import { NextResponse, type NextRequest } from 'next/server'

import { unsubscribeFromNewsletter } from '@/actions/newsletter'
import { newsletterUnsubscribeUrl } from '@/domains/newsletter'

const plain = (message: string, status: number) =>
  new NextResponse(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** The body RFC 8058 requires (form-encoded or multipart); anything else is not a one-click request. */
async function isOneClickBody(request: NextRequest): Promise<boolean> {
  try {
    return (await request.formData()).get('List-Unsubscribe') === 'One-Click'
  } catch {
    return false
  }
}

/**
 * RFC 8058 one-click unsubscribe: the mail client's own Unsubscribe button POSTs
 * `List-Unsubscribe=One-Click` to the `List-Unsubscribe` URL of a newsletter mail. The token in the
 * URL is the proof; no cookie or CSRF token is sent or needed, and no page is shown.
 */
export async function POST(request: NextRequest) {
  if (!(await isOneClickBody(request))) return plain('Bad request: the body must be List-Unsubscribe=One-Click.', 400)
  const result = await unsubscribeFromNewsletter(request.nextUrl.searchParams.get('token'))
  if (result.ok) return plain('You are unsubscribed from the HireStack newsletter.', 200)
  if (result.code === 'invalid_token') return plain(result.error, 400)
  return plain(result.error, 503)
}

/** Someone who opens the one-click URL in a browser gets the page with the button; a GET changes nothing. */
export function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token') ?? ''
  return NextResponse.redirect(newsletterUnsubscribeUrl(token), { status: 303, headers: { 'Cache-Control': 'no-store' } })
}
