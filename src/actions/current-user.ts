import { headers } from 'next/headers'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { payloadClient } from '@/server/payload-client'

/** The Payload instance and the signed-in user of this request (null when signed out). */
export async function payloadAndUser(): Promise<{ payload: Payload; user: User | null }> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return { payload, user: user && user.collection === 'users' ? user : null }
}
