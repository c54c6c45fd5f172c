import type { Metadata } from 'next'
import { Suspense } from 'react'

import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { billingMode, stripeSettings } from '@/domains/vendors'
import { cardUpdateLinkSchema, cardUpdateTarget } from '@/features/listings'
import { CardUpdate } from '@/features/listings/client'
import { payloadClient } from '@/server/payload-client'

export const metadata: Metadata = { title: 'Update your card', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Reached from the "card declined" email (or /account): save a new card and pay the $97 with it. */
export default async function UpdateCardPage({ searchParams }: Props) {
  const params = await searchParams
  const link = cardUpdateLinkSchema.safeParse({ submissionId: params.submission, token: params.token })
  const settings = billingMode() === 'stripe' ? stripeSettings() : null
  const target = link.success && settings ? await cardUpdateTarget(await payloadClient(), link.data.submissionId, link.data.token) : null

  return (
    <main className="flex-1 bg-surface">
      <Container className="max-w-2xl py-10 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Update your card</h1>
        <div className="mt-8">
          {target && link.success && settings ? (
            <Suspense>
              <CardUpdate target={target} token={link.data.token} publishableKey={settings.publishableKey} />
            </Suspense>
          ) : (
            <Card className="p-6 sm:p-8">
              <h2 className="text-lg font-semibold text-ink">This link is invalid or has expired</h2>
              <p className="mt-2 text-sm text-muted">
                Use the link in your latest email from us, or open your listings from your account.
              </p>
              <ButtonLink href="/account" variant="outline" className="mt-6">
                Go to your account
              </ButtonLink>
            </Card>
          )}
        </div>
      </Container>
    </main>
  )
}
