import type { Metadata } from 'next'

import { ConfirmLinkCard, Outcome } from '@/components/ui/confirm-link-card'
import { confirmLinkState, EXPIRED_CONFIRM_LINK, INVALID_CONFIRM_LINK } from '@/domains/newsletter'
import { confirmNewsletterSubscription } from '@/features/newsletter/client'
import { payloadClient } from '@/server/payload-client'

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

const RETRY = { label: 'Subscribe again', href: '/newsletter' }
const FAILED_HINT = 'Subscribe again and we will mail you a new link.'

/**
 * The page behind the link in the confirmation mail. Opening it (a GET, as mail scanners do too)
 * only shows a button; the button's POST confirms the subscription.
 */
export default async function ConfirmSubscriptionPage({ searchParams }: Props) {
  const { token } = await searchParams
  const value = Array.isArray(token) ? token[0] : token
  const link = await confirmLinkState(await payloadClient(), value)
  if (link.state === 'invalid') return <Outcome title="Confirmation failed" text={`${INVALID_CONFIRM_LINK} ${FAILED_HINT}`} link={RETRY} />
  if (link.state === 'expired') return <Outcome title="This link has expired" text={`${EXPIRED_CONFIRM_LINK} ${FAILED_HINT}`} link={RETRY} />
  if (link.state === 'confirmed') {
    return <Outcome title="You're subscribed" text={`${link.email} is already confirmed. You will receive the next issue.`} link={{ label: 'Back to HireStack', href: '/' }} ok />
  }
  return (
    <ConfirmLinkCard
      token={value!.trim()}
      confirm={confirmNewsletterSubscription}
      texts={{
        title: 'Confirm your subscription',
        intro: `Start the weekly HireStack newsletter at ${link.email}.`,
        button: 'Confirm my subscription',
        busy: 'Confirming...',
        doneTitle: "You're subscribed",
        doneText: 'Thanks for confirming. The weekly newsletter will arrive at this address; every issue has a one-click unsubscribe link.',
        done: { label: 'Back to HireStack', href: '/' },
        failedTitle: 'Confirmation failed',
        failedHint: FAILED_HINT,
        failedLink: RETRY,
      }}
    />
  )
}
