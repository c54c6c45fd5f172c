import type { Payload } from 'payload'

import { ownedByAnother, ownedTool } from '@/domains/vendors'
import { sqlFor } from '@/platform/database/db'

import { CLAIM_META_NAME, CLAIM_TXT_PREFIX, type ClaimMethod, type ClaimStatus } from './claim-states'
import { claimTarget, openClaimOf, type ClaimTarget } from './claim-target'
import { claimToken } from './claim-token'

type ClaimPageState = {
  tool: ClaimTarget
  /** The user owns the tool already (a submission, placement or approved claim). */
  owned: boolean
  /** Another account owns it: it cannot be claimed again (./claim-refusal.ts). */
  ownedElsewhere: boolean
  metaTag: string
  txtRecord: string
  open: { status: ClaimStatus; method: ClaimMethod | null; email: string | null; codeSent: boolean } | null
}

/**
 * What the claim page shows this user for the tool `slug`: its domain, their meta tag and TXT
 * record (derived, so showing them writes nothing) and their open claim. Null when the tool is
 * not listed or has no website.
 */
export async function claimPageState(payload: Payload, userId: number, slug: string): Promise<ClaimPageState | null> {
  const tool = await claimTarget(payload, slug)
  if (!tool) return null
  const token = claimToken(userId, tool.id)
  const db = await sqlFor(payload)
  const [owned, elsewhere, open] = await Promise.all([
    ownedTool(db, userId, tool.slug, false),
    ownedByAnother(db, userId, tool.id),
    openClaimOf(payload, userId, tool.id),
  ])
  return {
    tool,
    owned: owned !== null,
    ownedElsewhere: owned === null && elsewhere,
    metaTag: `<meta name="${CLAIM_META_NAME}" content="${token}">`,
    txtRecord: `${CLAIM_TXT_PREFIX}${token}`,
    open: open
      ? {
          status: open.status,
          method: open.method ?? null,
          email: open.email ?? null,
          codeSent: Boolean(open.code && open.codeExpiresAt && Date.parse(open.codeExpiresAt) > Date.now()),
        }
      : null,
  }
}
