'use client'

import { Loader2 } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import { openBillingPortal } from './open-billing-portal'

/** Opens the Stripe customer portal for one of the vendor's own listings. */
export function ManageBillingButton(props: { kind: 'sponsorships'; id: number; label: string }) {
  const [busy, setBusy] = useState(false)
  async function open() {
    setBusy(true)
    const result = await openBillingPortal({ kind: props.kind, id: props.id }).catch(() => null)
    if (result?.ok) {
      window.location.assign(result.data.url)
      return
    }
    setBusy(false)
    toast.error('Error', result?.error ?? 'Billing could not be opened. Please try again.')
  }
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={open}>
      {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
      {props.label}
    </Button>
  )
}
