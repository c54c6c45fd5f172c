import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { previewPath } from '../safe-path'

/** Leaves preview: back to the published page. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  redirect(previewPath(request.nextUrl.searchParams.get('path')) ?? '/resources')
}
