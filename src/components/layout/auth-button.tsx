'use client'

import { LogIn, LogOut } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { announceAuthChange } from '@/domains/accounts/shared'

import { setSignedOut, useSession } from './session-store'

/** Sign In (to /auth) when signed out, Sign Out (ends the session, then /) when signed in. */
export function AuthButton({ className }: { className?: string }) {
  const session = useSession()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  if (session.status === 'ready' && session.user) {
    const signOut = async () => {
      setBusy(true)
      try {
        const response = await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' })
        if (!response.ok && response.status !== 400) throw new Error(`Sign out failed (${response.status})`)
        setSignedOut()
        announceAuthChange()
        router.push('/')
        router.refresh()
      } catch (error) {
        toast.error('Error', error instanceof Error ? error.message : 'Please try again.')
      } finally {
        setBusy(false)
      }
    }
    return (
      <button type="button" onClick={signOut} disabled={busy} className={buttonClasses('outline', 'sm', className)}>
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
