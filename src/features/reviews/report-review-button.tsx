'use client'

import { Flag } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState } from 'react'

// Most visitors never report a review: the form and its validation load when "Report" is pressed.
const ReportReviewForm = dynamic(() => import('./report-review-form').then((module) => module.ReportReviewForm), {
  loading: () => <p className="text-xs text-muted" role="status">Loading the report form…</p>,
})

/** "Report" under a review: anyone picks a reason (and may add details); it lands in the editors' queue. */
export function ReportReview({ reviewId }: { reviewId: number }) {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)

  if (sent) return <p className="text-xs text-muted" role="status">Reported. Thank you.</p>
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-muted hover:text-ink max-md:min-h-11">
        <Flag aria-hidden className="size-3.5" />
        Report
      </button>
    )
  }
  return (
    <ReportReviewForm
      reviewId={reviewId}
      onSent={() => {
        setSent(true)
        setOpen(false)
      }}
      onCancel={() => setOpen(false)}
    />
  )
}
