import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { getPreviewUser } from '@/queries/articles'

import { previewPath } from './safe-path'

/**
 * The admin's "Preview" button lands here: signed-in admins and editors get Next's draft mode and
 * go to the page, which then shows the latest draft. Anyone else is refused.
 */
export async function GET(request: NextRequest) {
  const path = previewPath(request.nextUrl.searchParams.get('path'))
  if (!path) return new Response('This preview link is not valid.', { status: 400 })
  const user = await getPreviewUser()
  if (!user) return new Response('Only signed-in editors can preview drafts. Sign in at /admin and try again.', { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
