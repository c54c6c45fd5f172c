import type { Metadata } from 'next'

import { INVALID_UNSUBSCRIBE_LINK } from '@/domains/newsletter'
import { subscriptionByToken } from '@/features/newsletter'
import { UnsubscribeForm, UnsubscribeOutcome } from '@/features/newsletter/client'
import { payloadClient } from '@/server/payload-client'

export const metadata: Metadata = { title: 'Newsletter', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * The link in every newsletter mail opens this page, which only reads: a GET (mail scanners open
 * links too) never unsubscribes. Its button does, with a POST. No sign-in needed.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token: given } = await searchParams
  const token = Array.isArray(given) ? given[0] : given
  const subscription = await subscriptionByToken(await payloadClient(), token)
  if (!subscription || !token) return <UnsubscribeOutcome state="failed" error={INVALID_UNSUBSCRIBE_LINK} />
  if (!subscription.subscribed) return <UnsubscribeOutcome state="already" email={subscription.email} />
  return <UnsubscribeForm token={token.trim()} email={subscription.email} />
}
