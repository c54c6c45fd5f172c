import { Building2, Mail, ThumbsUp } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { SignOutButton } from '@/components/account/sign-out-button'
import { VendorListings } from '@/components/account/vendor-listings'
import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { billingMode } from '@/domains/vendors'
import { upvotedTools } from '@/queries/user-upvotes'
import { vendorListings } from '@/queries/vendor-listings'
import { currentUser } from '@/server/session'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Your account · HireStack', robots: { index: false } }

const ROLE_LABEL: Record<string, string> = { admin: 'Administrator', editor: 'Editor', vendor: 'Tool provider', user: 'Member' }

export default async function AccountPage() {
  const { payload, user } = await currentUser()
  if (!user) redirect('/auth?returnTo=%2Faccount')
  const signedIn = { ...user, collection: 'users' as const }
  const [tools, listings] = await Promise.all([upvotedTools(payload, signedIn), vendorListings(payload, signedIn)])
  const role = user.roles?.map((value) => ROLE_LABEL[value] ?? value).join(', ')

  return (
    <main className="flex-1 bg-surface py-10 sm:py-14">
      <Container className="max-w-3xl space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Your account</h1>
            {role ? <p className="mt-1 text-sm text-muted">{role}</p> : null}
          </div>
          <SignOutButton />
        </div>

        <Card className="p-6">
          <h2 className="text-base font-semibold text-ink">Profile</h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="flex items-start gap-3">
              <Mail aria-hidden className="mt-0.5 size-5 text-brand-600" />
              <div className="min-w-0">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">Email</dt>
                <dd className="break-all text-sm text-ink">{user.email}</dd>
                {user.pendingEmail ? (
                  <dd className="mt-1 break-all text-xs text-muted">
                    Changing to {user.pendingEmail} once confirmed from the link we sent there.
                  </dd>
                ) : null}
              </div>
            </div>
            <div className="flex items-start gap-3">
              <Building2 aria-hidden className="mt-0.5 size-5 text-brand-600" />
              <div className="min-w-0">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">Company</dt>
                <dd className="text-sm text-ink">{user.companyName || <span className="text-muted">Not provided</span>}</dd>
              </div>
            </div>
          </dl>
        </Card>

        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
            <ThumbsUp aria-hidden className="size-4 text-brand-600" />
            Tools you upvoted
          </h2>
          {tools.length > 0 ? (
            <ul className="mt-4 divide-y divide-line">
              {tools.map((tool) => (
                <li key={tool.id}>
                  <Link
                    href={`/tools/${tool.slug}`}
                    className="flex items-center justify-between py-3 text-sm font-medium text-ink hover:text-brand-700"
                  >
                    {tool.name}
                    <span aria-hidden className="text-muted">
                      →
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4 rounded-xl border border-dashed border-line p-6 text-center">
              <p className="text-sm text-muted">You haven&apos;t upvoted any tools yet.</p>
              <ButtonLink href="/" variant="secondary" className="mt-4">
                Browse tools
              </ButtonLink>
            </div>
          )}
        </Card>

        <VendorListings submissions={listings.submissions} sponsorships={listings.sponsorships} stripe={billingMode() === 'stripe'} />
      </Container>
    </main>
  )
}
