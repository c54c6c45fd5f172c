import type { Metadata } from 'next'

import { ConfirmLinkCard, Outcome } from '@/components/ui/confirm-link-card'
import { confirmEmailChange } from '@/features/auth/client'
import { isLinkToken } from '@/platform/validation/link-token'

export const metadata: Metadata = { title: 'Confirm your new email', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

const FAILED_HINT = 'Your account keeps its current address. Ask for the change again to get a new link.'

/** The page behind the link mailed to a new address: a button moves the account there (GET changes nothing). */
export default async function ConfirmEmailChangePage({ searchParams }: Props) {
  const { token } = await searchParams
  const value = Array.isArray(token) ? token[0] : token
  if (!isLinkToken(value)) {
    return <Outcome title="Confirmation failed" text={`This confirmation link is invalid. ${FAILED_HINT}`} link={{ label: 'Go to sign in', href: '/auth' }} />
  }
  return (
    <ConfirmLinkCard
      token={value}
      confirm={confirmEmailChange}
      texts={{
        title: 'Confirm your new email',
        intro: 'Move your account to this email address.',
        button: 'Confirm my new email',
        busy: 'Confirming...',
        doneTitle: 'Email address changed',
        doneText: 'Your account now uses this address. Sign in with it from now on.',
        done: { label: 'Go to your account', href: '/account' },
        failedTitle: 'Confirmation failed',
        failedHint: FAILED_HINT,
      }}
    />
  )
}
