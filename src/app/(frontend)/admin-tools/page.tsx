import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Container } from '@/components/ui/container'
import { hasRole } from '@/domains/accounts'
import { AdminToolsTabs, KeyBenefitsCard, NoAccess } from '@/features/admin-tools/client'
import { currentUser } from '@/server/session'

export const metadata: Metadata = { title: 'Admin Tools', robots: { index: false, follow: false } }

export default async function AdminToolsPage() {
  const { user } = await currentUser()
  if (!user) redirect('/auth?returnTo=/admin-tools')
  if (!hasRole(user, 'admin', 'editor')) return <NoAccess />
  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Admin Tools</h1>
          <p className="mt-1 text-sm text-muted">Add tools and keep the directory enriched, categorised and ranked.</p>
        </div>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- Payload's admin is another root layout: a full page load either way, and no prefetch of it */}
        <a href="/admin" className="text-sm font-medium text-brand-700 hover:underline">
          Open the CMS admin
        </a>
      </div>
      <div className="mt-6">
        <AdminToolsTabs />
      </div>
      <div className="mt-8">
        <KeyBenefitsCard />
      </div>
    </Container>
  )
}
