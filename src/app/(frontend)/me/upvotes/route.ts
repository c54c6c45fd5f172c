
import { upvotedToolIds } from '@/features/upvotes'
import { currentUser } from '@/server/session'

export const dynamic = 'force-dynamic'

/**
 * The signed-in visitor's upvoted tool ids, fetched once per page by the upvote buttons. Pages
 * themselves stay the same for everyone (and cacheable); only this small answer is private.
 */
export async function GET(request: Request) {
  const { payload, user } = await currentUser(request.headers)
  const body = user ? { signedIn: true, toolIds: await upvotedToolIds(payload, user) } : { signedIn: false, toolIds: [] }
  return Response.json(body, { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } })
}
