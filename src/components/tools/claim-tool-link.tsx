'use client'

import Link from 'next/link'

import { useSession } from '@/components/ui/session-store'

/**
 * "Is this your tool? Claim it" for signed-in visitors (docs/accounts.md, "Claims and edits"). It
 * appears after the browser has read the session, so the cached page stays the same for everyone.
 */
export function ClaimToolLink({ slug }: { slug: string }) {
  const session = useSession()
  if (session.status !== 'ready' || !session.user) return null
  return (
    <p className="px-1 text-xs text-muted">
      Is this your tool?{' '}
      <Link href={`/account/claim/${encodeURIComponent(slug)}`} prefetch={false} className="font-medium text-brand-700 hover:underline">
        Claim it
      </Link>
    </p>
  )
}
