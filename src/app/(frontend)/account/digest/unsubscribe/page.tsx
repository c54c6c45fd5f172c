import type { Metadata } from 'next'

import { digestStateByToken, INVALID_DIGEST_LINK } from '@/domains/accounts'
import { DigestUnsubscribeForm, DigestUnsubscribeOutcome } from '@/features/follows/client'
import { payloadClient } from '@/server/payload-client'

export const metadata: Metadata = { title: 'Follow digest', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * The link in every follow digest opens this page, which only reads: a GET (mail scanners open
 * links too) never turns the digest off. Its button does, with a POST. No sign-in needed.
 */
export default async function DigestUnsubscribePage({ searchParams }: Props) {
  const { token: given } = await searchParams
  const token = (Array.isArray(given) ? given[0] : given)?.trim()
  const digest = token ? await digestStateByToken(await payloadClient(), token) : null
  if (!digest || !token) return <DigestUnsubscribeOutcome state="failed" error={INVALID_DIGEST_LINK} />
  if (digest.off) return <DigestUnsubscribeOutcome state="already" email={digest.email} />
  return <DigestUnsubscribeForm token={token} email={digest.email} />
}
