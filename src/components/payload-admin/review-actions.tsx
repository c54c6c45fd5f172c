'use client'

import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { hasRole } from '@/domains/accounts/shared'

import { AnswerLine, postToEndpoint, type EndpointAnswer } from './endpoint-answer'

type Props = {
  collection: 'submissions' | 'sponsorships'
  statusField: 'reviewStatus' | 'status'
  approvable: string[]
  /** States that can only be turned down (a placement whose card was never saved). */
  rejectable: string[]
}

function ReviewActions({ collection, statusField, approvable, rejectable }: Props) {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ roles?: string[] | null }>()
  const status = useFormFields(([fields]) => fields[statusField]?.value as string | undefined)
  const [busy, setBusy] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<EndpointAnswer | null>(null)

  if (!id || !hasRole(user, 'admin')) return null

  async function review(action: 'approve' | 'reject') {
    setBusy(true)
    setMessage(null)
    const body = action === 'reject' ? { reason } : {}
    const result = await postToEndpoint(`/api/${collection}/${id}/${action}`, body, 'Reload the page to see whether anything changed, then try again.')
    setMessage(result)
    setBusy(false)
    if (result.ok) window.setTimeout(() => window.location.reload(), 1200)
  }

  const canApprove = status ? approvable.includes(status) : false
  const open = canApprove || (status ? rejectable.includes(status) : false)
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <p className="field-label" style={{ marginBottom: 8 }}>
        Review
      </p>
      {open ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {canApprove ? null : <p>The vendor has not saved a payment method, so this request cannot be approved.</p>}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {canApprove ? (
              <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => review('approve')} margin={false}>
                {busy && !rejecting ? 'Approving…' : 'Approve'}
              </Button>
            ) : null}
            <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => setRejecting((v) => !v)} margin={false}>
              Reject
            </Button>
          </div>
          {rejecting ? (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <label htmlFor="review-reason">Reason sent to the vendor</label>
              <textarea id="review-reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
              <Button buttonStyle="error" size="small" disabled={busy} onClick={() => review('reject')} margin={false}>
                {busy ? 'Rejecting…' : 'Confirm rejection'}
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <p>Reviewed: {status?.replace(/_/g, ' ') ?? 'unknown'}.</p>
      )}
      <AnswerLine answer={message} style={{ marginTop: 8 }} />
    </div>
  )
}

export function ReviewSubmissionActions() {
  return <ReviewActions collection="submissions" statusField="reviewStatus" approvable={['pending']} rejectable={[]} />
}

export function ReviewSponsorshipActions() {
  return (
    <ReviewActions collection="sponsorships" statusField="status" approvable={['pending_review']} rejectable={['awaiting_payment_method']} />
  )
}
