import { createHmac } from 'node:crypto'

import { env } from '@/platform/env'

/**
 * The token a vendor puts in a meta tag or a TXT record: derived from the server secret, the user
 * and the tool, so the claim page can show it without writing anything (a GET changes nothing) and
 * one vendor's token proves nothing for another.
 */
export function claimToken(userId: number, toolId: number): string {
  return createHmac('sha256', env.PAYLOAD_SECRET).update(`tool-claim:${userId}:${toolId}`).digest('hex').slice(0, 32)
}
