import type { VendorSponsorship, VendorSubmission } from '@/queries/vendor-listings'

/** What happens next with a submitted tool, in words: who acts, and what it costs when. */
export function submissionNextStep(submission: VendorSubmission): string {
  const fee = submission.billingMode === 'stripe' ? 'the $97 is charged to your saved card' : 'we invoice the $97'
  if (submission.reviewStatus === 'rejected') return 'Not accepted, and nothing was charged. You may submit it again once the reason below is addressed.'
  if (submission.reviewStatus === 'pending') return `Next: we review it within 1-2 business days. Only if it is approved, ${fee}.`
  if (submission.chargeStatus === 'charging') return 'Next: the $97 is being charged. Reload this page in a moment.'
  if (submission.chargeStatus === 'failed') return 'Next: your card was declined. Update it and we charge the $97 and publish the listing.'
  return submission.toolSlug ? 'Listed in the directory. Nothing more to do.' : 'Approved. The listing goes live shortly.'
}

/** What happens next with a featured placement, in words. */
export function sponsorshipNextStep(sponsorship: VendorSponsorship): string {
  const stripe = sponsorship.billingMode === 'stripe'
  switch (sponsorship.status) {
    case 'awaiting_payment_method':
      return 'Next: finish the Feature your tool form to save a card. Nothing is charged until we approve it.'
    case 'pending_review':
      return 'Next: we review it within 1-2 business days. Billing starts only after approval.'
    case 'activating':
      return 'Next: the subscription is starting. Reload this page in a moment.'
    case 'payment_failed':
      return 'Next: pay the open invoice we emailed you to put the placement live.'
    case 'active':
      return stripe ? 'Live and featured, billed monthly until you cancel with Manage billing.' : 'Live and featured, invoiced monthly.'
    case 'past_due':
      return stripe ? 'Next: the last payment failed. Update your card with Manage billing to keep the placement.' : 'Next: the last invoice is unpaid. Pay it to keep the placement.'
    case 'cancelled':
      return 'Ended; no further charges. You can feature the tool again at any time.'
    case 'rejected':
      return 'Not accepted, and nothing was charged.'
  }
}
