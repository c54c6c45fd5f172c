import 'server-only'

import { payloadClient } from '@/lib/payload'
import { statsDay } from '@/lib/tool-query/stats'

import { visitOf, type Visit } from './visitor'

/** The visit a counting request stands for: its signed-in user (from the session cookie) or its address and browser. */
export async function requestVisit(headers: Headers, day = statsDay()): Promise<Visit> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers })
  return visitOf(headers, user?.id, day)
}
