import { CheckCircle2, XCircle } from 'lucide-react'
import type { Metadata } from 'next'

import { verifyEmail } from '@/actions/auth'
import { AuthCard } from '@/components/auth/auth-card'
import { ButtonLink } from '@/components/ui/button'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Verify your email · HireStack', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** The page behind the link in the verification mail: confirms the address and says so. */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const { token } = await searchParams
  const result = await verifyEmail(Array.isArray(token) ? token[0] : token)
  if (result.ok) {
    return (
      <AuthCard title="Email verified">
        <div className="space-y-6 text-center">
          <CheckCircle2 aria-hidden className="mx-auto size-12 text-green-600" />
          <p className="text-sm text-muted">Your email address is confirmed. You can now sign in to your account.</p>
          <ButtonLink href="/auth" size="lg" className="w-full">
            Sign in
          </ButtonLink>
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Verification failed">
      <div className="space-y-6 text-center">
        <XCircle aria-hidden className="mx-auto size-12 text-red-500" />
        <p className="text-sm text-muted">
          {result.error} If you already confirmed your address, just sign in; otherwise open the newest link we sent you.
        </p>
        <ButtonLink href="/auth" size="lg" className="w-full">
          Go to sign in
        </ButtonLink>
      </div>
    </AuthCard>
  )
}
