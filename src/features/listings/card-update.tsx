'use client'

import { CheckCircle2, CreditCard, Loader2 } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { Button, ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { toast } from '@/components/ui/toast'
import { StripeSetupForm } from '@/features/vendor-forms/client'

import type { CardUpdateTarget } from './card-update-target'
import { saveUpdatedCard, startCardUpdate } from './update-card'

type Props = { target: CardUpdateTarget; token: string; publishableKey: string }

/**
 * A new card for a declined $97 listing fee: a fresh SetupIntent on the vendor's customer, the
 * Payment Element, then the charge on the server. A second decline shows why and offers another try.
 */
export function CardUpdate({ target, token, publishableKey }: Props) {
  const searchParams = useSearchParams()
  // Back from a payment method that needed a redirect (bank authentication, 3-D Secure).
  const returned = searchParams.get('setup_intent')
  const redirectStatus = searchParams.get('redirect_status')
  const [paid, setPaid] = useState<{ toolSlug: string | null } | null>(target.chargeStatus === 'succeeded' ? { toolSlug: target.toolSlug } : null)
  const [declined, setDeclined] = useState<string | null>(target.chargeError)
  const [clientSecret, setClientSecret] = useState<string | null>(null)
  // Busy from the first render when the effect below resumes a redirect by charging the card.
  const [busy, setBusy] = useState(() => Boolean(returned) && redirectStatus === 'succeeded' && !paid)
  const link = { submissionId: target.submissionId, token }

  async function charge(setupIntentId: string) {
    const result = await saveUpdatedCard({ ...link, setupIntentId }).catch(() => null)
    setClientSecret(null)
    if (!result?.ok) {
      const message = result?.error || 'Please try again'
      setDeclined(message)
      toast.error('Payment setup failed', message)
      return
    }
    setPaid({ toolSlug: result.data.toolSlug || null })
    toast.success('Payment method saved successfully', `Your $97 listing fee is paid and ${target.toolName} is now live.`)
  }

  const resumed = useRef(false)
  useEffect(() => {
    if (!returned || resumed.current || paid) return
    resumed.current = true
    if (redirectStatus !== 'succeeded') {
      toast.error('Payment setup failed', 'Please try again')
      return
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- charge sets state only after its server call resolves
    void charge(returned).finally(() => setBusy(false))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per redirect back to this page (`resumed`), not again when `charge` is recreated
  }, [returned, redirectStatus, paid])

  async function begin() {
    setBusy(true)
    const result = await startCardUpdate(link).catch(() => null)
    setBusy(false)
    if (!result?.ok) {
      toast.error('Error setting up payment', result?.error || 'Could not set up payment method. Please try again.')
      return
    }
    setClientSecret(result.data.clientSecret)
  }

  if (paid) {
    return (
      <Card className="p-8 text-center sm:p-12">
        <CheckCircle2 className="mx-auto size-14 text-emerald-500" aria-hidden />
        <h2 className="mt-4 text-2xl font-bold text-ink">Payment received</h2>
        <p className="mt-3 text-muted">The $97 listing fee for {target.toolName} is paid and your tool is live in the directory.</p>
        <ButtonLink href={paid.toolSlug ? `/tools/${paid.toolSlug}` : '/'} size="lg" className="mt-8">
          {paid.toolSlug ? 'View your listing' : 'Back to Home'}
        </ButtonLink>
      </Card>
    )
  }

  const returnPath = `/submit-tool/update-card?submission=${target.submissionId}&token=${encodeURIComponent(token)}`
  return (
    <Card className="space-y-6 p-6 sm:p-8">
      <div className="space-y-2">
        <h2 className="text-xl font-semibold text-ink">{target.toolName} is approved</h2>
        <p className="text-sm text-muted">
          We could not charge the one-time $97 listing fee to the card you saved. Save a new card and we charge it right away;
          your tool goes live as soon as the payment succeeds.
        </p>
        {declined ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            Last attempt: {declined}
          </p>
        ) : null}
      </div>
      {clientSecret ? (
        <StripeSetupForm
          key={clientSecret}
          publishableKey={publishableKey}
          clientSecret={clientSecret}
          returnPath={returnPath}
          submitLabel="Save card and pay $97"
          onSaved={(saved) => charge(saved.setupIntentId)}
        />
      ) : (
        <Button size="lg" className="w-full" disabled={busy} onClick={begin}>
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <CreditCard className="size-4" aria-hidden />}
          {busy ? 'Processing...' : 'Update Card'}
        </Button>
      )}
    </Card>
  )
}
