import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { FeatureThankYou } from '@/features/sponsorships/client'

export const metadata: Metadata = { title: 'Thank You', robots: { index: false } }

export default async function FeatureThankYouPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { session_id: sessionId } = await searchParams
  return (
    <main className="flex-1 bg-surface">
      <Container className="max-w-2xl py-16 sm:py-24">
        <div className="rounded-2xl border border-line bg-white p-8 text-center shadow-sm sm:p-12">
          <FeatureThankYou sessionId={typeof sessionId === 'string' && sessionId ? sessionId : null} />
        </div>
      </Container>
    </main>
  )
}
