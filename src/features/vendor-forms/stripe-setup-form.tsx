'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
// The pure entry adds Stripe.js only when loadStripe is first called (Stripe billing mode's card
// form); the main entry adds it to every page that imports this file, manual billing included.
// Types are erased, so the type import loads nothing.
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { Loader2 } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { relationId } from '@/domains/vendors/shared'

const loaders = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string) {
  if (!loaders.has(publishableKey)) loaders.set(publishableKey, loadStripe(publishableKey))
  return loaders.get(publishableKey)!
}

export type SavedSetup = { setupIntentId: string }

function SetupForm(props: { returnPath: string; submitLabel: string; onSaved: (setup: SavedSetup) => Promise<void> }) {
  const stripe = useStripe()
  const elements = useElements()
  const [busy, setBusy] = useState(false)

  async function save() {
    if (!stripe || !elements) {
      toast.error('Payment not ready', 'Please wait for the payment form to load')
      return
    }
    setBusy(true)
    try {
      const { error, setupIntent: confirmed } = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: `${window.location.origin}${props.returnPath}` },
        redirect: 'if_required',
      })
      // Saved on an earlier click whose follow-up failed: the card is there, so carry on with it.
      const resumed = error?.setup_intent?.status === 'succeeded' ? error.setup_intent : undefined
      if (error && !resumed) throw new Error(error.message || 'Payment setup failed')
      const setupIntent = resumed ?? confirmed
      if (!setupIntent || !relationId(setupIntent.payment_method)) throw new Error('No payment method returned from Stripe')
      await props.onSaved({ setupIntentId: setupIntent.id })
    } catch (error) {
      toast.error('Payment setup failed', error instanceof Error && error.message ? error.message : 'Please try again')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-4">
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button size="lg" className="w-full" disabled={busy} onClick={save}>
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {busy ? 'Processing...' : props.submitLabel}
      </Button>
    </div>
  )
}

/** Stripe's Payment Element (tabs layout) for a SetupIntent; confirms without a forced redirect. */
export function StripeSetupForm(props: {
  publishableKey: string
  clientSecret: string
  /** Where Stripe sends the browser back when a payment method needs a redirect (bank auth, 3-D Secure). */
  returnPath: string
  /** The button; "Save Payment Method" unless the form also pays. */
  submitLabel?: string
  onSaved: (setup: SavedSetup) => Promise<void>
}) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}>
      <SetupForm returnPath={props.returnPath} submitLabel={props.submitLabel ?? 'Save Payment Method'} onSaved={props.onSaved} />
    </Elements>
  )
}
