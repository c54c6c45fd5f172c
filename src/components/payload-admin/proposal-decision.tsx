'use client'

import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

type Answer = { ok: boolean; message: string }

/** The endpoint's answer, or what to tell the editor when the server sent no JSON (a proxy error page, a crash). */
async function answerOf(response: Response): Promise<Answer> {
  if (response.headers.get('content-type')?.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as Partial<Answer> | null
    if (body && typeof body.message === 'string') return { ok: response.ok && body.ok === true, message: body.message }
  }
  return { ok: false, message: `The server answered ${response.status} ${response.statusText}. Reload the page to see whether anything changed, then try again.` }
}

/** Accept or Reject on a pending change proposal, for editors and admins; the note is optional to accept, required to reject. */
export function ProposalDecision() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null)
  const [note, setNote] = useState('')
  const [message, setMessage] = useState<Answer | null>(null)

  const roles = (user as { roles?: string[] } | null)?.roles ?? []
  if (!id || !roles.some((role) => role === 'admin' || role === 'editor')) return null
  if (status !== 'pending') return <p className="field-type">Decided: {status ?? 'unknown'}.</p>

  async function decide(action: 'accept' | 'reject') {
    setBusy(action)
    setMessage(null)
    try {
      const response = await fetch(`/api/change-proposals/${id}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ note }),
      })
      const result = await answerOf(response)
      setMessage(result)
      if (result.ok) window.setTimeout(() => window.location.reload(), 1500)
    } catch {
      setMessage({ ok: false, message: 'The server could not be reached. Try again.' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 24, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <p className="field-label" style={{ margin: 0 }}>
        Decision
      </p>
      <p style={{ margin: 0 }}>Accept puts the site&apos;s values on the tool and marks its facts verified today. Reject leaves the tool as it is.</p>
      <label htmlFor="proposal-note">Note (needed to reject)</label>
      <textarea id="proposal-note" rows={3} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button buttonStyle="primary" size="small" disabled={busy !== null} onClick={() => decide('accept')} margin={false}>
          {busy === 'accept' ? 'Accepting…' : 'Accept'}
        </Button>
        <Button buttonStyle="secondary" size="small" disabled={busy !== null} onClick={() => decide('reject')} margin={false}>
          {busy === 'reject' ? 'Rejecting…' : 'Reject'}
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
