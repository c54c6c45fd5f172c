'use client'

import { useEffect, useRef, useState } from 'react'

import { verifySponsorCheckout } from '@/actions/sponsorships'
import { savedToast } from '@/components/payments/saved-toast'
import { toast } from '@/components/ui/toast'

import { clearStoredSponsorship } from './stored-sponsorship'

/**
 * Back from Stripe Checkout with `session_id`: forgets the stored form values (spec §2), then
 * confirms the session on the server, which records the saved card if the webhook has not yet.
 */
export function CheckoutVerification({ sessionId }: { sessionId: string }) {
  const started = useRef(false)
  const [state, setState] = useState<'checking' | 'verified' | 'failed'>('checking')

  useEffect(() => {
    if (started.current) return
    started.current = true
    clearStoredSponsorship()
    void verifySponsorCheckout(sessionId)
      .catch(() => ({ ok: false as const, error: '' }))
      .then((result) => {
        if (result.ok) {
          setState('verified')
          const saved = savedToast('sponsorship', 'stripe')
          toast.success(saved.title, saved.description)
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
