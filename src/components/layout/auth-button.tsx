'use client'

import { LogIn, LogOut } from 'lucide-react'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { useSession } from '@/components/ui/session-store'

import { useSignOut } from './use-sign-out'

/** Sign In (to /auth) when signed out, Sign Out (ends the session, then /) when signed in. */
export function AuthButton({ className }: { className?: string }) {
  const session = useSession()
  const { signOut, busy } = useSignOut()

  if (session.status === 'ready' && session.user) {
    return (
      <button type="button" onClick={() => void signOut()} disabled={busy} className={buttonClasses('outline', 'sm', className)}>
        <LogOut className="size-4" aria-hidden />
        Sign Out
      </button>
    )
  }
  return (
    <Link href="/auth" className={buttonClasses('primary', 'sm', className)}>
      <LogIn className="size-4" aria-hidden />
      Sign In
    </Link>
  )
}
