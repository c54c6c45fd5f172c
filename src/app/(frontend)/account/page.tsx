import { KeyRound, Mail, Trash2, UserRound } from 'lucide-react'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AccountSection } from '@/components/account/account-section'
import { ClaimsAndEdits } from '@/components/account/claims-and-edits'
import { FollowedTopics } from '@/components/account/followed-topics'
import { SignOutButton } from '@/components/account/sign-out-button'
import { ToolAnalyticsLinks } from '@/components/account/tool-analytics-links'
import { UpvotedTools } from '@/components/account/upvoted-tools'
import { VendorListings } from '@/components/account/vendor-listings'
import { Container } from '@/components/ui/container'
import { authUrlFor, hasRole } from '@/domains/accounts'
import { billingMode } from '@/domains/vendors'
import { DeleteAccountForm, EmailChangeForm, PasswordForm, ProfileForm } from '@/features/account/client'
import { vendorClaimsAndEdits } from '@/features/claims'
import { followList } from '@/features/follows'
import { upvotedTools } from '@/features/upvotes'
import { vendorOwnedTools } from '@/queries/vendor-analytics'
import { vendorListings } from '@/queries/vendor-listings'
import { currentUser } from '@/server/session'

export const metadata: Metadata = { title: 'Your account', robots: { index: false } }

const ROLE_LABEL: Record<string, string> = { admin: 'Administrator', editor: 'Editor', vendor: 'Tool provider', user: 'Member' }

/** Signed in only (rendered per request, passed by the cache tier): the visitor's own profile, sign-in and listings. */
export default async function AccountPage() {
  const { payload, user } = await currentUser()
  if (!user) redirect(authUrlFor('/account'))
  const signedIn = { ...user, collection: 'users' as const }
  const [tools, follows, listings, ownedTools, claimsAndEdits] = await Promise.all([
    upvotedTools(payload, signedIn),
    followList(payload, signedIn),
    vendorListings(payload, signedIn),
    vendorOwnedTools(user),
    vendorClaimsAndEdits(payload, signedIn),
  ])
  const role = user.roles?.map((value) => ROLE_LABEL[value] ?? value).join(', ')
  const vendor = hasRole(user, 'vendor') || listings.submissions.length > 0 || listings.sponsorships.length > 0
  const owns = [
    'your profile and sign-in',
    'your upvotes, saved tools and follows',
    'your newsletter subscription',
    'your tool claims',
    ...(vendor ? ['submissions and placement requests you made signed in that were never billed (billed ones are kept as billing records, without your account; those made signed out stay with their contact email)'] : []),
  ]

  return (
    <main className="flex-1 bg-surface py-10 sm:py-14">
      <Container className="max-w-3xl space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Your account</h1>
            <p className="mt-1 text-sm text-muted">
              {user.name ? <span className="font-medium text-ink">{user.name} · </span> : null}
              {role}
            </p>
          </div>
          <SignOutButton />
        </div>

        <AccountSection id="account-profile" icon={UserRound} title="Profile" description="How you appear to the HireStack team.">
          <ProfileForm initial={{ name: user.name ?? '', companyName: user.companyName ?? '' }} />
        </AccountSection>

        <AccountSection id="account-email" icon={Mail} title="Email" description="Where we write to you, and how you sign in.">
          <EmailChangeForm email={user.email} pendingEmail={user.pendingEmail ?? null} />
        </AccountSection>

        <AccountSection id="account-password" icon={KeyRound} title="Password" description="Changing it signs you out everywhere else.">
          <PasswordForm />
        </AccountSection>

        <UpvotedTools tools={tools} />

        <FollowedTopics follows={follows} digestOff={user.followDigestOff === true} />

        {vendor ? (
          <VendorListings submissions={listings.submissions} sponsorships={listings.sponsorships} stripe={billingMode() === 'stripe'} />
        ) : null}

        {ownedTools.length > 0 ? <ToolAnalyticsLinks tools={ownedTools} /> : null}

        <ClaimsAndEdits claims={claimsAndEdits.claims} edits={claimsAndEdits.edits} />

        <AccountSection
          id="account-delete"
          icon={Trash2}
          tone="danger"
          title="Delete account"
          description="Removes your account and what it holds. This can't be undone."
        >
          <DeleteAccountForm owns={owns} />
        </AccountSection>
      </Container>
    </main>
  )
}
