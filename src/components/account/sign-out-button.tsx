'use client'

import { LogOut } from 'lucide-react'

import { useSignOut } from '@/components/layout/use-sign-out'
import { Button } from '@/components/ui/button'

/** The account page's Sign Out: the header's, as a full-size button. */
export function SignOutButton() {
  const { signOut, busy } = useSignOut()
  return (
    <Button variant="outline" onClick={() => void signOut()} disabled={busy}>
      <LogOut aria-hidden className="size-4" />
      {busy ? 'Signing out...' : 'Sign Out'}
    </Button>
  )
}
