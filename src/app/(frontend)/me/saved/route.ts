import { savedToolIds } from '@/features/saved-tools'
import { currentUser } from '@/server/session'

export const dynamic = 'force-dynamic'

/**
 * The signed-in visitor's saved tool ids, fetched once per page by the bookmark buttons. Pages stay
 * the same for everyone (and cacheable); only this small answer is private.
 */
export async function GET(request: Request) {
  const { payload, user } = await currentUser(request.headers)
  const body = user ? { signedIn: true, toolIds: await savedToolIds(payload, user) } : { signedIn: false, toolIds: [] }
  return Response.json(body, { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } })
}
