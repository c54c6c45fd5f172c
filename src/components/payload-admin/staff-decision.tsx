'use client'

import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { endpointAnswer, type EndpointAnswer } from './endpoint-answer'

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
  const { user } = useAuth()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const [busy, setBusy] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [message, setMessage] = useState<EndpointAnswer | null>(null)

  const roles = (user as { roles?: string[] } | null)?.roles ?? []
  if (!id || !roles.some((role) => role === 'admin' || role === 'editor')) return null
  if (notReady && status === notReady.status) return <p className="field-type">{notReady.text}</p>
  if (status !== openStatus) return <p className="field-type">Decided: {status ?? 'unknown'}.</p>

  async function decide(action: string) {
    setBusy(action)
    setMessage(null)
    try {
      const response = await fetch(`/api/${collection}/${id}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ note }),
      })
      const result = await endpointAnswer(response, 'Reload the page to see whether anything changed, then try again.')
      setMessage(result)
      if (result.ok) window.setTimeout(() => window.location.reload(), 1500)
    } catch {
      setMessage({ ok: false, message: 'The server could not be reached. Try again.' })
    } finally {
      setBusy(null)
    }
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
      {message ? (
        <p role="status" style={{ margin: 0, color: message.ok ? 'var(--theme-success-500)' : 'var(--theme-error-500)' }}>
          {message.message}
        </p>
      ) : null}
    </div>
  )
}
