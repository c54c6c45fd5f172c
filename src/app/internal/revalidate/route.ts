import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'

import { MAX_BODY_BYTES, verifyRevalidation } from '@/platform/cache/remote-revalidation'

/**
 * Expires cache tags for writers outside the app's requests (the jobs worker, the app's own job
 * runner). Only calls signed with the key derived from PAYLOAD_SECRET are accepted.
 */
export async function POST(request: NextRequest) {
  const tooLarge = NextResponse.json({ error: 'Body too large' }, { status: 413 })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooLarge
  const body = await request.text()
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return tooLarge
  const verdict = verifyRevalidation(body, request.headers)
  if (!verdict.ok) return NextResponse.json({ error: verdict.error }, { status: verdict.status })
  for (const tag of verdict.tags) revalidateTag(tag, { expire: 0 })
  return NextResponse.json({ revalidated: verdict.tags }, { headers: { 'Cache-Control': 'no-store' } })
}
