'use client'

import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { hasRole } from '@/domains/accounts/shared'

import { AnswerLine, postToEndpoint, type EndpointAnswer } from './endpoint-answer'

export type StaffDecisionProps = {
  /** `/api/<collection>/:id/<action>` */
  collection: string
  /** The status in which the row can be decided; any other shows "Decided: …". */
  openStatus: string
  /** Shown instead of the buttons for a status before the open one (a claim not proved yet). */
  notReady?: { status: string; text: string }
  explanation: string
  accept: { action: string; label: string; busy: string }
  reject: { action: string; label: string; busy: string }
}

/** Accept (or Approve) and Reject buttons with a note (optional to accept, required to reject), for editors and admins. */
export function StaffDecision({ collection, openStatus, notReady, explanation, accept, reject }: StaffDecisionProps) {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ roles?: string[] | null }>()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const [busy, setBusy] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [message, setMessage] = useState<EndpointAnswer | null>(null)

  if (!id || !hasRole(user, 'admin', 'editor')) return null
  if (notReady && status === notReady.status) return <p className="field-type">{notReady.text}</p>
  if (status !== openStatus) return <p className="field-type">Decided: {status ?? 'unknown'}.</p>

  async function decide(action: string) {
    setBusy(action)
    setMessage(null)
    const result = await postToEndpoint(`/api/${collection}/${id}/${action}`, { note }, 'Reload the page to see whether anything changed, then try again.')
    setMessage(result)
    setBusy(null)
    if (result.ok) window.setTimeout(() => window.location.reload(), 1500)
  }

  const noteId = `${collection}-decision-note`
  return (
    <div className="field-type" style={{ marginBottom: 24, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <p className="field-label" style={{ margin: 0 }}>
        Decision
      </p>
      <p style={{ margin: 0 }}>{explanation}</p>
      <label htmlFor={noteId}>Note (needed to reject)</label>
      <textarea id={noteId} rows={3} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button buttonStyle="primary" size="small" disabled={busy !== null} onClick={() => decide(accept.action)} margin={false}>
          {busy === accept.action ? accept.busy : accept.label}
        </Button>
        <Button buttonStyle="secondary" size="small" disabled={busy !== null} onClick={() => decide(reject.action)} margin={false}>
          {busy === reject.action ? reject.busy : reject.label}
        </Button>
      </div>
      <AnswerLine answer={message} style={{ margin: 0 }} />
    </div>
  )
}
