import 'server-only'

import { countVisit, findOutbound, statsDay, type ViewSource, type VisitKind, visitOf, type VisitOutcome } from '@/domains/directory'
import { payloadClient } from '@/server/payload-client'
import { readDb } from '@/server/read-db'
import { currentUser } from '@/server/session'

/**
 * Counts the view or click a request stands for, as its signed-in user (from the session cookie)
 * or its address and browser; a click only of a tool with a link to visit (else `not_found`); a
 * view with where it came from (`source`, counted with it). A
 * count is not worth a failed request: when the database can't be reached the request is answered
 * as usual, uncounted, and the error logged.
 */
export async function countRequestVisit(kind: VisitKind, toolId: number, headers: Headers, source?: ViewSource): Promise<VisitOutcome | 'unavailable'> {
  const payload = await payloadClient()
  try {
    const { user } = await currentUser(headers)
    const db = await readDb()
    if (kind === 'click' && !(await findOutbound(db, toolId))) return 'not_found'
    const day = statsDay()
    return await countVisit(db, kind, toolId, visitOf(headers, user?.id, day), day, source)
  } catch (error) {
    payload.logger.error({ err: error, msg: `tool ${kind} not counted` })
    return 'unavailable'
  }
}
