'use client'

import { CheckCircle2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

import { readStoredSubmission, type StoredSubmission } from './stored-submission'

/** Shown only after a submission: without saved values in browser storage it goes back to the form. */
export function SubmissionThankYou() {
  const router = useRouter()
  const [stored, setStored] = useState<StoredSubmission | null | undefined>(undefined)

  useEffect(() => {
    const value = readStoredSubmission()
    setStored(value)
    if (!value) router.replace('/submit-tool/form')
  }, [router])

  if (!stored) {
    return (
      <p className="text-center text-muted" role="status">
        Loading...
      </p>
    )
  }
  return (
    <Card className="p-8 text-center sm:p-12">
      <CheckCircle2 className="mx-auto size-14 text-emerald-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">Thank You for Your Submission!</h1>
      <p className="mt-3 text-muted">
        We&apos;ve received {stored.name ? <strong className="text-ink">{stored.name}</strong> : 'your tool'}. Our team reviews
        every submission by hand; we&apos;ll email {stored.contactEmail || 'you'} once it&apos;s approved. The $97 fee is charged
        only after approval.
      </p>
      <ButtonLink href="/" size="lg" className="mt-8">
        Back to Home
      </ButtonLink>
    </Card>
  )
}
