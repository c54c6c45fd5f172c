import 'server-only'

import { payloadClient } from '@/lib/payload'
import { readDb } from '@/lib/tool-query/db'
import { statsDay } from '@/lib/tool-query/stats'

import { countVisit, type VisitOutcome } from './count-visit'
import type { VisitKind } from './rules'
import { visitOf } from './visitor'

/**
 * Counts the view or click a request stands for, as its signed-in user (from the session cookie)
 * or its address and browser. A count is not worth a failed page: when the database can't be
 * reached the request is answered as usual, uncounted, and the error logged.
 */
export async function countRequestVisit(kind: VisitKind, toolId: number, headers: Headers): Promise<VisitOutcome | 'unavailable'> {
  const payload = await payloadClient()
  try {
    const { user } = await payload.auth({ headers })
    return await countVisit(await readDb(), kind, toolId, visitOf(headers, user?.id, statsDay()))
  } catch (error) {
    payload.logger.error({ err: error, msg: `tool ${kind} not counted` })
    return 'unavailable'
  }
}
