import 'server-only'

import { headers } from 'next/headers'
import { payloadClient } from '@/server/payload-client'

/** The signed-in user for the current request (from Payload's session cookie), or null. */
export async function currentUser() {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return { payload, user }
}
