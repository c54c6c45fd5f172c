import type { Metadata } from 'next'

import { ConfirmLinkCard, Outcome } from '@/components/ui/confirm-link-card'
import { verifyEmail } from '@/features/auth/client'
import { isLinkToken } from '@/platform/validation/link-token'

export const metadata: Metadata = { title: 'Verify your email', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

const FAILED_HINT = 'If you already confirmed your address, just sign in; otherwise open the newest link we sent you.'

/** The page behind the link in the verification mail: a button confirms the address (GET changes nothing). */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const { token } = await searchParams
  const value = Array.isArray(token) ? token[0] : token
  if (!isLinkToken(value)) {
    return <Outcome title="Verification failed" text={`This verification link is invalid. ${FAILED_HINT}`} link={{ label: 'Go to sign in', href: '/auth' }} />
  }
  return (
    <ConfirmLinkCard
      token={value}
      confirm={verifyEmail}
      texts={{
        title: 'Verify your email',
        intro: 'One more step: confirm that this is your email address.',
        button: 'Verify my email',
        busy: 'Verifying...',
        doneTitle: 'Email verified',
        doneText: 'Your email address is confirmed. You can now sign in to your account.',
        done: { label: 'Sign in', href: '/auth' },
        failedTitle: 'Verification failed',
        failedHint: FAILED_HINT,
      }}
    />
  )
}
