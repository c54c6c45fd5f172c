import { CheckCircle2 } from 'lucide-react'
import type { Metadata } from 'next'

import { CheckoutVerification } from '@/components/feature-tool/checkout-verification'
import { PLACEMENT_NEXT_STEPS } from '@/components/feature-tool/next-steps'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Thank You', robots: { index: false } }

export default async function FeatureThankYouPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { session_id: sessionId } = await searchParams
  return (
    <main className="flex-1 bg-surface">
      <Container className="max-w-2xl py-16 sm:py-24">
        <div className="rounded-2xl border border-line bg-white p-8 text-center shadow-sm sm:p-12">
          <CheckCircle2 className="mx-auto size-14 text-emerald-500" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">Thank You!</h1>
          <p className="mt-3 text-muted">
            Your featured placement request has been submitted. We&apos;ll review it within 1-2 business days.
          </p>
          <div className="mx-auto mt-6 max-w-md rounded-xl bg-surface p-5 text-left">
            <h2 className="font-semibold text-ink">Next steps</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted">
              {PLACEMENT_NEXT_STEPS.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ol>
          </div>
          {typeof sessionId === 'string' && sessionId ? <CheckoutVerification sessionId={sessionId} /> : null}
          <ButtonLink href="/" size="lg" className="mt-8">
            Return to Homepage
          </ButtonLink>
        </div>
      </Container>
    </main>
  )
}
