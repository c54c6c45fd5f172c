import type { Metadata } from 'next'
import { Suspense } from 'react'

import { Container } from '@/components/ui/container'
import { billingMode, stripeSettings } from '@/domains/vendors'
import { SubmitToolForm } from '@/features/listings/client'

export const metadata: Metadata = { title: 'Submit Your Tool', robots: { index: false } }

export default function SubmitToolFormPage() {
  const mode = billingMode()
  return (
    <main className="flex-1 bg-surface">
      <Container className="max-w-2xl py-10 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Submit Your Tool</h1>
        <p className="mt-2 text-muted">
          Tell us about your tool. The one-time $97 listing fee is not charged until your submission is approved.
        </p>
        <div className="mt-8">
          <Suspense>
            <SubmitToolForm mode={mode} publishableKey={mode === 'stripe' ? stripeSettings()?.publishableKey : undefined} />
          </Suspense>
        </div>
      </Container>
    </main>
  )
}
