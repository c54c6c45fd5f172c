import { isDeepStrictEqual } from 'node:util'

import type { PayloadRequest } from 'payload'

import { FACT_CHANGE_LABELS, type FactChange } from './fact-change'

/**
 * Files the changes for an editor, unless a pending proposal for the tool already says exactly
 * this (a site that changed once is proposed once). Returns the new proposal's id, or null.
 */
export async function fileChangeProposal(
  req: PayloadRequest,
  input: { toolId: number; toolName: string; changes: FactChange[]; sourceUrl: string; detectedAt: Date },
): Promise<number | null> {
  const { docs } = await req.payload.find({
    collection: 'change-proposals',
    where: { and: [{ tool: { equals: input.toolId } }, { status: { equals: 'pending' } }] },
    select: { changes: true },
    depth: 0,
    limit: 50,
    overrideAccess: true,
    req,
  })
  if (docs.some((doc) => isDeepStrictEqual(doc.changes, input.changes))) return null
  const what = input.changes.map(({ field }) => FACT_CHANGE_LABELS[field].toLowerCase()).join(', ')
  const created = await req.payload.create({
    collection: 'change-proposals',
    data: { summary: `${input.toolName}: ${what} changed`.slice(0, 200), tool: input.toolId, changes: input.changes, source: 'website_check', sourceUrl: input.sourceUrl, detectedAt: input.detectedAt.toISOString(), status: 'pending' },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return created.id
}
