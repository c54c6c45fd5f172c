import { formatUsd, PLANS, type PlanKey } from '@/domains/vendors/payments/plans'

import { vendorEmail } from './vendor-mail-layout'

type Base = { toolName: string; siteUrl: string }

export function sponsorshipActiveEmail(input: Base & { plan: PlanKey; billing: 'card' | 'invoice' }) {
  const plan = PLANS[input.plan]
  return vendorEmail({
    subject: `${input.toolName} is now featured on HireStack`,
    heading: 'Your featured placement is live',
    paragraphs: [
      `${input.toolName} is now featured on HireStack with the ${plan.name} plan (${formatUsd(plan.monthlyCents)}/month).`,
      input.billing === 'card'
        ? 'Billing started today on the card you saved; you will be charged monthly until you cancel.'
        : 'Billing starts today; we will send you a monthly invoice.',
    ],
    action: { label: 'See your listings', url: `${input.siteUrl}/account` },
  })
}

export function sponsorshipRejectedEmail(input: Base & { reason: string }) {
  return vendorEmail({
    subject: `Your HireStack featured placement request: ${input.toolName}`,
    heading: 'We could not feature your tool',
    paragraphs: [
      `Thank you for your interest in featuring ${input.toolName}. After review we are not able to accept the placement.`,
      `Reason: ${input.reason}`,
      'You have not been charged.',
    ],
  })
}

export function sponsorshipFirstPaymentFailedEmail(input: Base & { invoiceUrl: string | null }) {
  return vendorEmail({
    subject: `Action needed: first payment for ${input.toolName}'s featured placement`,
    heading: 'We could not charge your card',
    paragraphs: [
      `We approved the featured placement of ${input.toolName}, but the first monthly payment was declined by your card.`,
      'Pay the open invoice with another card and the placement goes live as soon as the payment succeeds. The invoice stays open for 23 hours.',
    ],
    action: input.invoiceUrl
      ? { label: 'Pay the invoice', url: input.invoiceUrl }
      : { label: 'Manage billing', url: `${input.siteUrl}/account` },
  })
}

export function sponsorshipPastDueEmail(input: Base) {
  return vendorEmail({
    subject: `Action needed: payment for ${input.toolName}'s featured placement`,
    heading: 'Your latest payment failed',
    paragraphs: [
      `We could not collect this month's payment for the featured placement of ${input.toolName}.`,
      'Please update your card to keep the placement running.',
    ],
    action: { label: 'Manage billing', url: `${input.siteUrl}/account` },
  })
}

export function sponsorshipEndedEmail(input: Base) {
  return vendorEmail({
    subject: `${input.toolName}'s featured placement has ended`,
    heading: 'Your featured placement has ended',
    paragraphs: [
      `The subscription for ${input.toolName}'s featured placement was cancelled, so the tool is no longer featured.`,
      'Your regular listing stays in the directory. You can feature it again at any time.',
    ],
    action: { label: 'Feature your tool', url: `${input.siteUrl}/feature-tool` },
  })
}
