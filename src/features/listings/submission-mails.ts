import { vendorEmail } from '@/domains/vendors'

type Base = { toolName: string; siteUrl: string }

export function submissionApprovedEmail(input: Base & { toolUrl: string; charged: 'card' | 'invoice' }) {
  return vendorEmail({
    subject: `${input.toolName} is now listed on HireStack`,
    heading: 'Your tool is live',
    paragraphs: [
      `Good news: we reviewed ${input.toolName} and it is now listed in the HireStack directory.`,
      input.charged === 'card'
        ? 'The one-time $97 listing fee has been charged to the card you saved at submission.'
        : 'We will send you an invoice for the one-time $97 listing fee shortly.',
    ],
    action: { label: 'View your listing', url: input.toolUrl },
  })
}

export function submissionPaymentFailedEmail(input: Base & { reason: string; updateUrl: string }) {
  return vendorEmail({
    subject: `Action needed: payment for ${input.toolName}`,
    heading: 'We could not charge your card',
    paragraphs: [
      `${input.toolName} was approved, but the one-time $97 listing fee could not be charged: ${input.reason}`,
      'Please update your card: we charge it as soon as you save it, and your listing goes live once the payment succeeds.',
    ],
    action: { label: 'Update your card', url: input.updateUrl },
  })
}

export function submissionRejectedEmail(input: Base & { reason: string }) {
  return vendorEmail({
    subject: `Your HireStack submission: ${input.toolName}`,
    heading: 'We could not list your tool',
    paragraphs: [
      `Thank you for submitting ${input.toolName}. After review we are not able to list it at this time.`,
      `Reason: ${input.reason}`,
      'You have not been charged.',
    ],
    action: { label: 'See our review process', url: `${input.siteUrl}/review-process` },
  })
}
