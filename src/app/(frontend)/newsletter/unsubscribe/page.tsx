import { CheckCircle2, XCircle } from 'lucide-react'
import type { Metadata } from 'next'

import { unsubscribeFromNewsletter } from '@/actions/newsletter'
import { AuthCard } from '@/components/auth/auth-card'
import { ButtonLink } from '@/components/ui/button'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Newsletter · HireStack', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** One-click unsubscribe from the link in every newsletter mail; no sign-in needed. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams
  const result = await unsubscribeFromNewsletter(Array.isArray(token) ? token[0] : token)
  if (!result.ok) {
    return (
      <AuthCard title="We couldn't unsubscribe you">
        <div className="space-y-6 text-center">
          <XCircle aria-hidden className="mx-auto size-12 text-red-500" />
          <p className="text-sm text-muted">
            {result.error} Please use the unsubscribe link from your most recent HireStack newsletter email.
          </p>
          <ButtonLink href="/" size="lg" className="w-full">
            Back to HireStack
          </ButtonLink>
        </div>
      </AuthCard>
    )
  }
  const { email, alreadyUnsubscribed } = result.data
  return (
    <AuthCard title={alreadyUnsubscribed ? "You're already unsubscribed" : "You've been unsubscribed"}>
      <div className="space-y-6 text-center">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-green-600" />
        <p className="text-sm text-muted">
          <strong className="break-all text-ink">{email}</strong>{' '}
          {alreadyUnsubscribed
            ? 'was already removed from the HireStack newsletter. You will not receive further issues.'
            : 'will no longer receive the HireStack newsletter. Sorry to see you go!'}
        </p>
        <ButtonLink href="/" size="lg" className="w-full">
          Back to HireStack
        </ButtonLink>
      </div>
    </AuthCard>
  )
}
