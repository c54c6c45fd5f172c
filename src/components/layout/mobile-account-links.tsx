'use client'

import Link from 'next/link'

import { useSession } from '@/components/ui/session-store'

import { AuthButton } from './auth-button'
import { ACCOUNT_LINKS } from './nav-links'
import { displayName, UserAvatar } from './user-avatar'

/** The mobile menu's end: Sign In; or, signed in, who that is, the account menu's links and Sign Out. */
export function MobileAccountLinks() {
  const session = useSession()
  const user = session.status === 'ready' ? session.user : null
  if (!user) return <AuthButton className="mt-2 h-11 w-full" />
  return (
    <div className="mt-2 border-t border-line pt-3">
      <div className="flex items-center gap-3 px-3 pb-2">
        <UserAvatar user={user} />
        <p className="min-w-0 truncate text-sm font-semibold text-ink">{displayName(user)}</p>
      </div>
      {ACCOUNT_LINKS.map(({ href, label, icon: Icon }) => (
        <Link key={href} href={href} className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-ink hover:bg-surface">
          <Icon aria-hidden className="size-5 text-muted" />
          {label}
        </Link>
      ))}
      <AuthButton className="mt-2 h-11 w-full" />
    </div>
  )
}
