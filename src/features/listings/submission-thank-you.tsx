'use client'

import { CheckCircle2 } from 'lucide-react'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { toast } from '@/components/ui/toast'
import { FollowRequestNote, savedToast } from '@/features/vendor-forms/client'

import { pendingCustomer, readStoredSubmission, type StoredSubmission, submissionValues } from './stored-submission'
import { submitTool } from './submit-tool'

type State = { kind: 'loading' } | { kind: 'thanks'; stored: StoredSubmission }

/**
 * Shown only after a submission: without saved values in browser storage it goes back to the
 * form. A payment method that needed a redirect (bank authentication, 3-D Secure) lands here with
 * `setup_intent` and `redirect_status`: the submission is saved first, or the vendor goes back to
 * the form to try again.
 */
export function SubmissionThankYou() {
  const router = useRouter()
  const searchParams = useSearchParams()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const started = useRef(false)
  const setupIntentId = searchParams.get('setup_intent')
  const redirectStatus = searchParams.get('redirect_status')

  useEffect(() => {
    if (started.current) return
    started.current = true
    const stored = readStoredSubmission()
    if (!stored) {
      router.replace('/submit-tool/form')
      return
    }
    if (!setupIntentId) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read only after hydration, so the server render matches
      setState({ kind: 'thanks', stored })
      return
    }
    const customerId = pendingCustomer.read()
    if (redirectStatus !== 'succeeded' || !customerId) {
      toast.error('Payment setup failed', 'Please try again')
      router.replace('/submit-tool/form')
      return
    }
    void submitTool({ values: submissionValues(stored), stripe: { customerId, setupIntentId } })
      .catch(() => null)
      .then((result) => {
        if (!result?.ok) {
          toast.error('Error submitting form', result?.error || 'Please try again later.')
          router.replace('/submit-tool/form')
          return
        }
        pendingCustomer.clear()
        const saved = savedToast('submission', 'stripe')
        toast.success(saved.title, saved.description)
        router.replace('/submit-tool/thank-you')
        setState({ kind: 'thanks', stored })
      })
  }, [router, setupIntentId, redirectStatus])

  if (state.kind === 'loading') {
    return (
      <p className="text-center text-muted" role="status">
        {setupIntentId ? 'Saving your submission…' : 'Loading...'}
      </p>
    )
  }
  const { stored } = state
  return (
    <Card className="p-8 text-center sm:p-12">
      <CheckCircle2 className="mx-auto size-14 text-emerald-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">Thank You for Your Submission!</h1>
      <p className="mt-3 text-muted">
        We&apos;ve received {stored.name ? <strong className="text-ink">{stored.name}</strong> : 'your tool'}. Our team reviews
        every submission by hand; we&apos;ll email {stored.contactEmail || 'you'} once it&apos;s approved. The $97 fee is charged
        only after approval.
      </p>
      <FollowRequestNote contactEmail={stored.contactEmail} />
      <ButtonLink href="/" size="lg" className="mt-8">
        Back to Home
      </ButtonLink>
    </Card>
  )
}
