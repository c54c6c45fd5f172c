import { followedIds } from '@/features/follows'
import { currentUser } from '@/server/session'

export const dynamic = 'force-dynamic'

/**
 * The signed-in visitor's followed category and integration ids, fetched once per page by the
 * follow button. The category and integration pages stay the same for everyone (and cacheable).
 */
export async function GET(request: Request) {
  const { payload, user } = await currentUser(request.headers)
  const body = user
    ? { signedIn: true, ...(await followedIds(payload, { ...user, collection: 'users' })) }
    : { signedIn: false, categories: [], integrations: [] }
  return Response.json(body, { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } })
}
