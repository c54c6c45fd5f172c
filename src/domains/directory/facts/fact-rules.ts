import { httpUrl } from '@/platform/validation/http-url'

import { COMPLIANCE_KINDS, factLabel } from './fact-options'

/**
 * The facts' validation rules with the messages an editor reads: a fact's source is a
 * web page, a "yes" claim names its source, each compliance kind is stated once.
 */
const WEB_ADDRESS_MESSAGE = 'Enter a full web address starting with http:// or https://'
const YES_NEEDS_SOURCE_MESSAGE = 'A "Yes" needs the source URL where the vendor states it; without one, choose "Unknown".'

/** null when the optional address (a source, a website) is empty or an http(s) address, else the message. */
export function webAddressProblem(value: string | null | undefined): string | null {
  if (!value?.trim()) return null
  return httpUrl(value) ? null : WEB_ADDRESS_MESSAGE
}

/** null when a compliance row's status and source agree, else the message. */
export function complianceClaimProblem(row: { status?: string | null; sourceUrl?: string | null }): string | null {
  if (row.status === 'yes' && !row.sourceUrl?.trim()) return YES_NEEDS_SOURCE_MESSAGE
  return webAddressProblem(row.sourceUrl)
}

/** null when no compliance kind appears twice, else the message naming the first repeated one. */
export function repeatedComplianceKindProblem(rows: { kind?: string | null }[] | null | undefined): string | null {
  const seen = new Set<string>()
  for (const { kind } of rows ?? []) {
    if (!kind) continue
    if (seen.has(kind)) return `${factLabel(COMPLIANCE_KINDS, kind) ?? kind} is listed twice: keep one row per compliance kind.`
    seen.add(kind)
  }
  return null
}
