'use client'

import { LogOut } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { announceAuthChange } from '@/domains/accounts/shared'

/** Ends the Payload session (which clears the HTTP-only cookie) and goes home. */
export function SignOutButton() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function signOut() {
    setBusy(true)
    try {
      const response = await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' })
      if (!response.ok && response.status !== 400) throw new Error(`logout answered ${response.status}`)
      announceAuthChange()
      router.replace('/')
      router.refresh()
    } catch (error) {
      console.error(error)
      toast.error('Error', 'An unexpected error occurred. Please try again.')
      setBusy(false)
    }
  }

  return (
    <Button variant="outline" onClick={signOut} disabled={busy}>
      <LogOut aria-hidden className="size-4" />
      {busy ? 'Signing out...' : 'Sign Out'}
    </Button>
  )
}
