import type { Payload } from 'payload'

import { readMetaValues } from '@/domains/enrichment'
import { inTransaction } from '@/platform/database/transaction'
import { CrawlError } from '@/platform/safe-fetch/errors'

import { claimDomain } from './claim-domain'
import { claimRefusal } from './claim-refusal'
import { PROVED_MESSAGE, refused, type ClaimResult } from './claim-result'
import { CLAIM_META_NAME, CLAIM_TXT_PREFIX } from './claim-states'
import { claimTarget, openClaimOf, type ClaimTarget } from './claim-target'
import { claimToken } from './claim-token'
import { lookupTxt } from './dns-txt'
import { markClaimProved } from './prove-claim'

/** Whether the tool's home page carries the user's meta tag; a message for the vendor when not. */
async function metaTagProblem(target: ClaimTarget, token: string): Promise<string | null> {
  try {
    const page = await readMetaValues(target.website, CLAIM_META_NAME)
    if (claimDomain(page.finalUrl) !== target.domain) return `${target.website} redirects to ${page.finalUrl}, which is not on ${target.domain}.`
    if (page.values.includes(token)) return null
    return page.values.length > 0
      ? `The ${CLAIM_META_NAME} tag on ${target.website} has another value. Copy the tag shown here exactly.`
      : `We read ${target.website} and found no ${CLAIM_META_NAME} meta tag. Add it to the page's <head> and try again.`
  } catch (error) {
    const why = error instanceof CrawlError ? error.message : 'the site did not answer'
    return `We could not read ${target.website} (${why}). Try again once the site is up.`
  }
}

async function dnsRecordProblem(target: ClaimTarget, token: string): Promise<string | null> {
  const lookup = await lookupTxt(target.domain)
  if ('error' in lookup) {
    return lookup.error === 'none'
      ? `${target.domain} has no TXT records yet. Add the record; DNS changes can take a while to show.`
      : `DNS did not answer for ${target.domain}. Try again in a few minutes.`
  }
  if (lookup.records.includes(`${CLAIM_TXT_PREFIX}${token}`)) return null
  return `None of the TXT records of ${target.domain} is the one shown here. Check its value; DNS changes can take a while to show.`
}

/**
 * Proves a claim by what the site shows: a `<meta name="hirestack-verification">` on the tool's
 * home page (read by the crawler's SSRF-safe fetch) or a TXT record on its domain, carrying the
 * user's token for the tool. Nothing is written unless the proof is there.
 */
export async function verifyClaimBySite(payload: Payload, userId: number, input: { slug: string; method: 'meta' | 'dns' }): Promise<ClaimResult> {
  const target = await claimTarget(payload, input.slug)
  if (!target) return refused('This tool can no longer be claimed: it is not listed or has no website.')
  const before = await claimRefusal(payload, userId, target, await openClaimOf(payload, userId, target.id))
  if (before) return before
  const token = claimToken(userId, target.id)
  const problem = input.method === 'meta' ? await metaTagProblem(target, token) : await dnsRecordProblem(target, token)
  if (problem) return refused(problem, 'method')
  return inTransaction(payload, async (req) => {
    const open = await openClaimOf(payload, userId, target.id, req)
    const refusal = await claimRefusal(payload, userId, target, open, req)
    if (refusal) return refusal
    await markClaimProved(req, userId, target, input.method, open)
    return { ok: true, message: PROVED_MESSAGE }
  })
}
