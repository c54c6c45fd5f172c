import { Bookmark } from 'lucide-react'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AccountSubpageHeading } from '@/components/account/account-subpage-heading'
import { ToolCard } from '@/components/tools/tool-card'
import { toolCardViews } from '@/components/tools/tool-card-view'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { authUrlFor } from '@/domains/accounts'
import { savedToolCards } from '@/features/saved-tools'
import { SaveToolButton } from '@/features/saved-tools/client'
import { currentUser } from '@/server/session'

export const metadata: Metadata = { title: 'Saved tools', robots: { index: false } }

/** Signed in only: the tools the visitor bookmarked, newest first, on the one tool card. */
export default async function SavedToolsPage() {
  const { payload, user } = await currentUser()
  if (!user) redirect(authUrlFor('/account/saved'))
  const cards = await savedToolCards(payload, { ...user, collection: 'users' })

  return (
    <main className="flex-1 bg-surface py-10 sm:py-14">
      <Container className="space-y-6">
        <AccountSubpageHeading title="Saved tools">
          {cards.length > 0 ? `${cards.length} ${cards.length === 1 ? 'tool' : 'tools'} you bookmarked, newest first.` : 'Tools you bookmark show up here.'}
        </AccountSubpageHeading>
        {cards.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {toolCardViews(cards).map((card, index) => (
              <li key={card.id} className="flex flex-col gap-2">
                <ToolCard card={card} heading="h2" eager={index < 4} />
                <SaveToolButton toolId={card.id} name={card.name} variant="remove" className="self-end" />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
            <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Bookmark aria-hidden className="size-6" />
            </span>
            <h2 className="mt-4 text-base font-semibold text-ink">No saved tools yet</h2>
            <p className="mx-auto mt-1 max-w-sm text-sm text-muted">Press Save on any tool&apos;s page to keep it here for later.</p>
            <ButtonLink href="/" variant="secondary" className="mt-5">
              Browse tools
            </ButtonLink>
          </div>
        )}
      </Container>
    </main>
  )
}
