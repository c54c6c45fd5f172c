'use client'

import { CheckCircle2, Loader2, XCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { ButtonLink } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { FollowRequestNote, savedToast } from '@/features/vendor-forms/client'

import { PLACEMENT_NEXT_STEPS } from './next-steps'
import { clearStoredSponsorship, readStoredSponsorship } from './stored-sponsorship'
import { verifySponsorCheckout } from './verify-sponsor-checkout'

type State = { kind: 'checking' } | { kind: 'thanks'; contactEmail: string | null; saved: boolean } | { kind: 'failed' }

const VERIFICATION_ERROR = 'There was an issue verifying your payment. Please contact support.'

/**
 * /feature-tool/thank-you. Back from Stripe Checkout with `session_id`, it forgets the stored form
 * values (keeping the contact e-mail to say where to follow the request), confirms the session on
 * the server (which records the saved card if the webhook has not yet), and shows one outcome:
 * the thank-you once the card is confirmed, or only the verification error when the session can't
 * be handled, never both. Without `session_id` it is the plain thank-you.
 */
export function FeatureThankYou({ sessionId }: { sessionId: string | null }) {
  const started = useRef(false)
  const [state, setState] = useState<State>(sessionId ? { kind: 'checking' } : { kind: 'thanks', contactEmail: null, saved: false })

  useEffect(() => {
    if (!sessionId || started.current) return
    started.current = true
    const contactEmail = readStoredSponsorship()?.contactEmail || null
    clearStoredSponsorship()
    void verifySponsorCheckout(sessionId)
      .catch(() => ({ ok: false as const, error: '' }))
      .then((result) => {
        if (result.ok) {
          setState({ kind: 'thanks', contactEmail, saved: true })
          const saved = savedToast('sponsorship', 'stripe')
          toast.success(saved.title, saved.description)
          return
        }
        setState({ kind: 'failed' })
        toast.error('Verification Error', VERIFICATION_ERROR)
      })
  }, [sessionId])

  const home = (
    <ButtonLink href="/" size="lg" className="mt-8">
      Return to Homepage
    </ButtonLink>
  )
  if (state.kind === 'checking') {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-muted">
        <Loader2 className="size-5 animate-spin" aria-hidden /> Confirming your payment method…
      </p>
    )
  }
  if (state.kind === 'failed') {
    return (
      <>
        <XCircle className="mx-auto size-14 text-red-500" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">Verification Error</h1>
        <p role="alert" className="mt-3 text-muted">
          {VERIFICATION_ERROR}
        </p>
        {home}
      </>
    )
  }
  return (
    <>
      <CheckCircle2 className="mx-auto size-14 text-emerald-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">Thank You!</h1>
      <p className="mt-3 text-muted">Your featured placement request has been submitted. We&apos;ll review it within 1-2 business days.</p>
      {state.saved ? <p className="mt-2 text-sm text-muted">Your payment method is saved. You will not be charged until approval.</p> : null}
      <div className="mx-auto mt-6 max-w-md rounded-xl bg-surface p-5 text-left">
        <h2 className="font-semibold text-ink">Next steps</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted">
          {PLACEMENT_NEXT_STEPS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </div>
      <FollowRequestNote contactEmail={state.contactEmail} />
      {home}
    </>
  )
}
