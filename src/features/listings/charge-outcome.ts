import type { Payload } from 'payload'

import { cardUpdateUrl, type ChargeResult, sendVendorEmail, siteUrl } from '@/domains/vendors'
import type { Submission } from '@/payload-types'

import { submissionApprovedEmail, submissionPaymentFailedEmail } from './submission-mails'

/** An approved submission after a charge attempt (or an invoice in manual billing). */
export type ChargeOutcome = { submission: Submission; toolSlug: string; charge: ChargeResult | 'invoice' }

/** The submission fields that record a charge attempt. */
export function submissionChargeFields(charge: ChargeResult | 'invoice') {
  if (charge === 'invoice') return { chargeStatus: 'invoiced' as const }
  if (charge.ok) return { chargeStatus: 'succeeded' as const, stripePaymentIntentId: charge.paymentIntentId, chargeError: null }
  return { chargeStatus: 'failed' as const, stripePaymentIntentId: charge.paymentIntentId ?? null, chargeError: charge.message }
}

/** Tells the vendor: listed (and how it is paid), or declined with the link to update the card. */
export async function sendChargeOutcomeEmail(payload: Payload, { submission, toolSlug, charge }: ChargeOutcome): Promise<void> {
  const base = { toolName: submission.name, siteUrl: siteUrl() }
  if (charge !== 'invoice' && !charge.ok) {
    await sendVendorEmail(
      payload,
      submission.contactEmail,
      submissionPaymentFailedEmail({ ...base, reason: charge.message, updateUrl: cardUpdateUrl(payload, submission.id) }),
    )
    return
  }
  await sendVendorEmail(
    payload,
    submission.contactEmail,
    submissionApprovedEmail({ ...base, toolUrl: `${siteUrl()}/tools/${toolSlug}`, charged: charge === 'invoice' ? 'invoice' : 'card' }),
  )
}
