import config from '@payload-config'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { VendorListings } from '@/components/account/vendor-listings'
import { Container } from '@/components/ui/container'

export const metadata: Metadata = { title: 'Your listings', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default async function AccountListingsPage() {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || user.collection !== 'users') redirect('/auth?returnTo=%2Faccount%2Flistings')
  return (
    <main className="flex-1 bg-surface">
      <Container className="max-w-3xl py-10 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Your account</h1>
        <p className="mt-2 text-muted">Signed in as {user.email}</p>
        <div className="mt-8">
          <VendorListings userId={user.id} />
        </div>
      </Container>
    </main>
  )
}
