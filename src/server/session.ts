import 'server-only'

import { headers as nextHeaders } from 'next/headers'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { payloadClient } from '@/server/payload-client'

/**
 * The one way to learn who is asking: the Payload instance and the signed-in user of this request
 * (from Payload's session cookie), or null when signed out. Route handlers pass their request's
 * headers; pages and server actions read them from Next.
 */
export async function currentUser(headers?: Headers): Promise<{ payload: Payload; user: User | null }> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: headers ?? (await nextHeaders()) })
  return { payload, user: user && user.collection === 'users' ? user : null }
}
