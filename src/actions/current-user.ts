import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload, type Payload } from 'payload'

import type { User } from '@/payload-types'

/** The Payload instance and the signed-in user of this request (null when signed out). */
export async function payloadAndUser(): Promise<{ payload: Payload; user: User | null }> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return { payload, user: user && user.collection === 'users' ? (user as User) : null }
}
