import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'

import { AccountSubpageHeading } from '@/components/account/account-subpage-heading'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { authUrlFor } from '@/domains/accounts'
import { ownerEditPage } from '@/features/claims'
import { OwnerEditForm } from '@/features/claims/client'
import { currentUser } from '@/server/session'

export const metadata: Metadata = { title: 'Propose an edit', robots: { index: false } }

type Props = { params: Promise<{ slug: string }> }

/** The owner's "Propose an edit" for a tool they own; anyone else gets the 404 a missing tool gets. */
export default async function ProposeEditPage({ params }: Props) {
  const { slug } = await params
  const { payload, user } = await currentUser()
  if (!user) redirect(authUrlFor(`/account/tools/${encodeURIComponent(slug)}/edit`))
  const form = await ownerEditPage(payload, user, slug)
  if (!form) notFound()

  return (
    <main className="flex-1 bg-surface py-10 sm:py-14">
      <Container className="max-w-3xl space-y-6">
        <AccountSubpageHeading title={`Propose an edit to ${form.tool.name}`}>
          Change what the listing says. An editor sees your changes beside the current ones and accepts or rejects them.{' '}
          <Link href={`/tools/${form.tool.slug}`} className="font-medium text-brand-700 hover:underline">
            View listing
          </Link>
        </AccountSubpageHeading>
        {form.pendingCount > 0 ? (
          <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status">
            {form.pendingCount === 1 ? 'One edit you proposed waits for an editor.' : `${form.pendingCount} edits you proposed wait for an editor.`} A new one is reviewed on its own.
          </p>
        ) : null}
        <Card className="p-5 sm:p-6">
          <OwnerEditForm toolName={form.tool.name} values={form.values} logoUrl={form.logoUrl} screenshotUrl={form.screenshotUrl} integrationOptions={form.integrationOptions} />
        </Card>
      </Container>
    </main>
  )
}
