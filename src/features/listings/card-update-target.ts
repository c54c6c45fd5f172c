import type { Payload } from 'payload'

import { isCardUpdateToken } from '@/domains/vendors'

export type CardUpdateTarget = {
  submissionId: number
  toolName: string
  chargeStatus: 'failed' | 'succeeded'
  chargeError: string | null
  toolSlug: string | null
}

/**
 * The submission a signed card-update link names, when it waits for a new card (or has been paid
 * since). Never cached: it is read per link and changes when the vendor pays.
 */
export async function cardUpdateTarget(payload: Payload, submissionId: number, token: string): Promise<CardUpdateTarget | null> {
  if (!isCardUpdateToken(payload, submissionId, token)) return null
  const submission = await payload
    .findByID({ collection: 'submissions', id: submissionId, depth: 1, overrideAccess: true })
    .catch(() => null)
  if (!submission || submission.billingMode !== 'stripe') return null
  if (submission.chargeStatus !== 'failed' && submission.chargeStatus !== 'succeeded') return null
  const tool = submission.tool && typeof submission.tool === 'object' ? submission.tool : null
  return {
    submissionId: submission.id,
    toolName: submission.name,
    chargeStatus: submission.chargeStatus,
    chargeError: submission.chargeError ?? null,
    toolSlug: tool?._status === 'published' ? (tool.slug ?? null) : null,
  }
}
