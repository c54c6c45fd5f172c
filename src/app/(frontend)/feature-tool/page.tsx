import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { billingMode } from '@/domains/vendors'
import { FeatureToolFlow } from '@/features/sponsorships/client'

export const metadata: Metadata = {
  title: 'Feature Your Tool',
  description: 'Put your AI recruiting tool in front of buyers: Basic $250/month or Premium $500/month, billed only after approval.',
}

export default function FeatureToolPage() {
  return (
    <main className="flex-1 bg-surface">
      <Container className="py-12 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">Feature Your Tool</h1>
          <p className="mt-4 text-lg text-muted">
            Get your AI tool in front of recruiters and job seekers choosing their next tool. Our team reviews and activates
            placements within 1-2 business days, and billing begins only after approval.
          </p>
        </div>
        <FeatureToolFlow mode={billingMode()} />
      </Container>
    </main>
  )
}
