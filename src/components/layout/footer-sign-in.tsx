'use client'

import Link from 'next/link'

import { useSession } from '@/components/ui/session-store'

/** The footer's Sign In link, hidden once a session exists. */
export function FooterSignIn({ className }: { className?: string }) {
  const session = useSession()
  if (session.status === 'ready' && session.user) return null
  return (
    <li>
      <Link href="/auth" className={className}>
        Sign In
      </Link>
    </li>
  )
}
