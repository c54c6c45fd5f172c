import type { Payload, PayloadRequest } from 'payload'

import type { Claim } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'

import { ownedTool } from '../analytics/owned-tool'
import { refused, type ClaimResult } from './claim-result'
import type { ClaimTarget } from './claim-target'

/** Why this user may not start or prove a claim of the tool now (they own it, or it waits for an editor); null when they may. */
export async function claimRefusal(payload: Payload, userId: number, target: ClaimTarget, open: Claim | null, req?: PayloadRequest): Promise<ClaimResult | null> {
  if (await ownedTool(await sqlFor(payload, req), userId, target.slug, false)) return refused(`${target.name} is already yours: propose edits from your account.`)
  if (open?.status === 'pending') return refused(`Your claim of ${target.name} is proved and waits for an editor; we e-mail you when it is decided.`)
  return null
}
