'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { setSignedOut } from '@/components/ui/session-store'
import { toast } from '@/components/ui/toast'
import { announceAuthChange } from '@/domains/accounts/shared'

/**
 * Sign Out for every button that offers it: ends the Payload session on the
 * server (which clears the HTTP-only cookie), tells the page, and goes to /.
 */
export function useSignOut(): { signOut: () => Promise<void>; busy: boolean } {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function signOut() {
    setBusy(true)
    try {
      const response = await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' })
      // 400: the session had already ended (elsewhere, or by a password change).
      if (!response.ok && response.status !== 400) throw new Error(`Sign out failed (${response.status})`)
      setSignedOut()
      announceAuthChange()
      router.replace('/')
      router.refresh()
    } catch (error) {
      console.error(error)
      toast.error('Error', 'An unexpected error occurred. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return { signOut, busy }
}
