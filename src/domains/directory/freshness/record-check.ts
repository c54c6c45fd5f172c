import type { Payload, PayloadRequest } from 'payload'

import type { Tool } from '@/payload-types'
import { inTransaction } from '@/platform/database/transaction'

import { DEAD_SITE_FAILED_CHECKS } from './dead-site'
import type { IntegrationRef } from './fact-change'
import { factChanges } from './fact-changes'
import { fileChangeProposal } from './file-proposal'
import { integrationCatalogue } from './integration-catalogue'
import { type SiteReading, snapshotOf, storedSnapshot } from './site-snapshot'

/** A check's result: the site answered with a page the crawler read, or it failed (4xx/5xx, DNS, refused, timeout …). */
export type SiteCheckOutcome = { ok: true; reading: SiteReading } | { ok: false; error: string }

export interface RecordedCheck {
  failedChecks: number
  siteDead: boolean
  proposalId: number | null
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

function listedIntegrations(tool: Tool, catalogue: IntegrationRef[]): IntegrationRef[] {
  const names = new Map(catalogue.map((ref) => [ref.id, ref.name]))
  return (tool.integrations ?? []).map(idOf).flatMap((id) => {
    const name = names.get(id)
    return name === undefined ? [] : [{ id, name }]
  })
}

async function saveCheck(req: PayloadRequest, toolId: number, data: Partial<Tool>) {
  await req.payload.update({ collection: 'tools', id: toolId, data, depth: 0, overrideAccess: true, req })
}

/**
 * Records one website check on the tool, in one transaction: a success resets the failure count
 * and the dead flag, keeps what the site said and files a change proposal when the site changed a
 * fact since the previous check; a failure counts one more, and the third in a row flags the
 * site as dead. Nothing here changes a fact the pages show: only an editor's decision does.
 */
export async function recordSiteCheck(payload: Payload, toolId: number, outcome: SiteCheckOutcome, now = new Date()): Promise<RecordedCheck> {
  return inTransaction(payload, async (req) => {
    const tool = await req.payload.findByID({ collection: 'tools', id: toolId, depth: 0, overrideAccess: true, req })
    const checkedAt = now.toISOString()
    if (!outcome.ok) {
      const failedChecks = (tool.siteFailedChecks ?? 0) + 1
      const siteDead = failedChecks >= DEAD_SITE_FAILED_CHECKS
      await saveCheck(req, tool.id, { siteFailedChecks: failedChecks, siteDead, siteCheckedAt: checkedAt, siteCheckError: outcome.error.slice(0, 500) })
      return { failedChecks, siteDead, proposalId: null }
    }
    const catalogue = await integrationCatalogue(req)
    const next = snapshotOf(
      outcome.reading,
      catalogue.map(({ name }) => name),
    )
    const previous = storedSnapshot(tool.siteSnapshot)
    const changes = previous
      ? factChanges(previous, next, { pricing: tool.pricing ?? null, features: tool.features ?? [], integrations: listedIntegrations(tool, catalogue) }, catalogue)
      : []
    const proposalId = changes.length > 0 ? await fileChangeProposal(req, { toolId: tool.id, toolName: tool.name, changes, sourceUrl: outcome.reading.url, detectedAt: now }) : null
    await saveCheck(req, tool.id, { siteFailedChecks: 0, siteDead: false, siteCheckedAt: checkedAt, siteCheckError: null, siteSnapshot: next })
    return { failedChecks: 0, siteDead: false, proposalId }
  })
}
