'use client'

import { useEffect, useRef, useState } from 'react'

import { verifySponsorCheckout } from '@/actions/sponsorships'
import { toast } from '@/components/ui/toast'

import { clearStoredSponsorship } from './stored-sponsorship'

/** Confirms the Checkout session on the server, then forgets the stored form values. */
export function CheckoutVerification({ sessionId }: { sessionId: string }) {
  const started = useRef(false)
  const [state, setState] = useState<'checking' | 'verified' | 'failed'>('checking')

  useEffect(() => {
    if (started.current) return
    started.current = true
    verifySponsorCheckout(sessionId)
      .catch(() => ({ ok: false as const, error: '' }))
      .then((result) => {
        if (result.ok) {
          clearStoredSponsorship()
          setState('verified')
          return
        }
        setState('failed')
        toast.error('Verification Error', 'There was an issue verifying your payment. Please contact support.')
      })
  }, [sessionId])

  return (
    <p role="status" className="mt-6 text-sm text-muted">
      {state === 'checking'
        ? 'Confirming your payment method…'
        : state === 'verified'
          ? 'Your payment method is saved. You will not be charged until approval.'
          : 'We could not confirm your payment method. Please contact support.'}
    </p>
  )
}
