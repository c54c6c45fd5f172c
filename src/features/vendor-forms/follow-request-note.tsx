'use client'

import Link from 'next/link'

import { useSession } from '@/components/ui/session-store'

/**
 * Where a vendor follows the request just made. Signed in, it is on their account already; signed
 * out, it shows on the account whose verified address is the contact e-mail (the rule is
 * followedRequests in src/domains/vendors/request-follower.ts). The session is read in the browser,
 * so the page stays the same for everyone.
 */
export function FollowRequestNote({ contactEmail }: { contactEmail?: string | null }) {
  const session = useSession()
  if (session.status === 'loading') return null
  const account = (
    <Link href="/account" className="font-medium text-brand-700 underline">
      /account
    </Link>
  )
  return (
    <p className="mt-4 text-sm text-muted" data-testid="follow-request">
      {session.user ? (
        <>Follow it on your account: {account}.</>
      ) : (
        <>
          Sign in or create an account with {contactEmail ? <strong className="text-ink">{contactEmail}</strong> : 'the contact email you gave'} to follow
          it on {account}.
        </>
      )}
    </p>
  )
}
