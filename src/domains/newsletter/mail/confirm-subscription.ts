import { renderMail } from '@/platform/mail/layout'
import { siteUrl } from '@/platform/mail/urls'

const CONFIRM_SUBSCRIPTION_SUBJECT = 'Confirm your HireStack newsletter subscription'

/** The double opt-in mail: nothing is sent to the address until its reader presses the page's button. */
export function confirmSubscriptionMail(confirmToken: string) {
  return renderMail({
    subject: CONFIRM_SUBSCRIPTION_SUBJECT,
    preheader: 'One click to start receiving the weekly HireStack newsletter.',
    heading: 'Confirm your subscription',
    paragraphs: [
      'Someone, hopefully you, asked to receive the HireStack newsletter at this address.',
      'Confirm and we will send you a short weekly selection of new and trending AI tools for recruiting. The link works for 7 days.',
    ],
    action: { label: 'Confirm my subscription', url: siteUrl('/newsletter/confirm', { token: confirmToken }) },
    footnote: "If you didn't ask for this, ignore this email: you won't be subscribed.",
  })
}
