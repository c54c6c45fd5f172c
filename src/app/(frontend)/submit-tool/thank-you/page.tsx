import type { Metadata } from 'next'
import { Suspense } from 'react'

import { Container } from '@/components/ui/container'
import { SubmissionThankYou } from '@/features/listings/client'

export const metadata: Metadata = { title: 'Thank You for Your Submission', robots: { index: false } }

export default function SubmitToolThankYouPage() {
  return (
    <main className="flex-1 bg-surface">
      <Container className="max-w-2xl py-16 sm:py-24">
        <Suspense>
          <SubmissionThankYou />
        </Suspense>
      </Container>
    </main>
  )
}
