'use client'

import { Button, useAuth, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { hasRole } from '@/domains/accounts/shared'
import { recipientsPhrase, type SendProgress as Progress } from '@/domains/newsletter/shared'
import { formatCount } from '@/platform/text/format-count'

import { AnswerLine, postToEndpoint, type EndpointAnswer } from './endpoint-answer'

/**
 * The issue's sidebar panel: preview the mail, send a test to yourself, send to every confirmed
 * subscriber, then watch the progress (sent/total), resume a send that stopped or cancel one that
 * has not finished.
 */
export function NewsletterSendPanel() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ roles?: string[] | null; email?: string }>()
  const modified = useFormModified()
  const savedStatus = useFormFields(([fields]) => fields.status?.value as Progress['status'] | undefined)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [busy, setBusy] = useState(false)
  // The number of recipients the editor is asked to confirm; null while not confirming.
  const [confirming, setConfirming] = useState<number | null>(null)
  // The editor pressed "Stop sending" and is asked to confirm.
  const [stopping, setStopping] = useState(false)
  const [message, setMessage] = useState<EndpointAnswer | null>(null)

  const status = progress?.status ?? savedStatus ?? 'draft'
  const refresh = useCallback(async () => {
    if (!id) return
    const response = await fetch(`/api/newsletter-issues/${id}/progress`, { credentials: 'include', cache: 'no-store' }).catch(() => null)
    if (response?.ok) setProgress((await response.json()) as Progress)
  }, [id])

  // Reads the progress once, and every 2 s while the issue is being sent.
  useEffect(() => {
    if (!id || status === 'draft') return
    const tick = () => void refresh()
    const first = window.setTimeout(tick, 0)
    const timer = status === 'sending' ? window.setInterval(tick, 2000) : undefined
    return () => {
      window.clearTimeout(first)
      window.clearInterval(timer)
    }
  }, [id, status, refresh])

  if (!hasRole(user, 'admin', 'editor')) return null
  if (!id) return <p className="field-description">Save the issue to preview it, send a test and send it.</p>

  async function askToConfirm() {
    setBusy(true)
    setMessage(null)
    const response = await fetch(`/api/newsletter-issues/${id}/recipients`, { credentials: 'include', cache: 'no-store' }).catch(() => null)
    const answer = response?.ok ? ((await response.json().catch(() => null)) as { recipients?: number } | null) : null
    if (typeof answer?.recipients === 'number') setConfirming(answer.recipients)
    else setMessage({ ok: false, message: 'The number of recipients could not be read. Try again.' })
    setBusy(false)
  }

  async function post(action: 'send' | 'send-test' | 'resume' | 'cancel') {
    setBusy(true)
    setMessage(null)
    try {
      const body = action === 'send' ? { recipients: confirming } : undefined
      const result = await postToEndpoint(`/api/newsletter-issues/${id}/${action}`, body, 'Reload the page to see whether anything changed.')
      setMessage(result)
      if (result.ok && action !== 'send-test') await refresh()
    } finally {
      setBusy(false)
      if (action !== 'send-test') setConfirming(null)
      setStopping(false)
    }
  }

  const unsaved = modified && status === 'draft'
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <p className="field-label" style={{ marginBottom: 8 }}>
        Send
      </p>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <a href={`/api/newsletter-issues/${id}/preview`} target="_blank" rel="noopener noreferrer">
          Preview the email (as saved)
        </a>
        {unsaved ? <p>Save your changes first: the preview, the test and the send use the saved issue.</p> : null}
        <Button buttonStyle="secondary" size="small" margin={false} disabled={busy || unsaved} onClick={() => post('send-test')}>
          Send a test to me
        </Button>
        {status === 'draft' ? (
          confirming === 0 ? (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <p>There are no confirmed subscribers to send to.</p>
              <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setConfirming(null)}>
                Close
              </Button>
            </div>
          ) : confirming !== null ? (
            <div role="alertdialog" aria-label="Confirm the send" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <p>
                Send this issue to {recipientsPhrase(confirming)} now? This cannot be undone. Send a test to {user?.email ?? 'yourself'} first to check it.
              </p>
              <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={() => post('send')}>
                {busy ? 'Starting…' : 'Yes, send it now'}
              </Button>
              <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => setConfirming(null)}>
                Cancel
              </Button>
            </div>
          ) : (
            <Button buttonStyle="primary" size="small" margin={false} disabled={busy || unsaved} onClick={() => void askToConfirm()}>
              Send to subscribers
            </Button>
          )
        ) : null}
        {progress && status !== 'draft' ? <ProgressReport progress={progress} /> : null}
        {progress?.status === 'sending' && !progress.running ? (
          <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => post('resume')}>
            Resume sending
          </Button>
        ) : null}
        {progress?.status === 'sending' ? (
          stopping ? (
            <div role="alertdialog" aria-label="Confirm stopping the send" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <p>
                Stop sending this issue? The {recipientsPhrase(progress.pending)} not yet mailed will not get it. This cannot be undone.
              </p>
              <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={() => post('cancel')}>
                {busy ? 'Stopping…' : 'Yes, stop sending'}
              </Button>
              <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => setStopping(false)}>
                Keep sending
              </Button>
            </div>
          ) : (
            <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => setStopping(true)}>
              Stop sending
            </Button>
          )
        ) : null}
      </div>
      <AnswerLine answer={message} style={{ marginTop: 8 }} />
    </div>
  )
}

const STATE_NOTE: Partial<Record<Progress['status'], string>> = { sent: ' · finished', cancelled: ' · cancelled' }

function ProgressReport({ progress }: { progress: Progress }) {
  const done = progress.sent + progress.failed + progress.skipped + progress.uncertain + progress.cancelled
  const percent = progress.total > 0 ? Math.round((done / progress.total) * 100) : 100
  const notes = [
    progress.failed ? `${formatCount(progress.failed)} failed` : null,
    progress.skipped ? `${formatCount(progress.skipped)} skipped (unsubscribed meanwhile)` : null,
    progress.uncertain ? `${formatCount(progress.uncertain)} uncertain (the sender stopped mid-mail; not resent)` : null,
    progress.cancelled ? `${formatCount(progress.cancelled)} not mailed (the send was cancelled)` : null,
  ].filter(Boolean)
  return (
    <div aria-live="polite">
      <p style={{ margin: 0 }}>
        <strong data-testid="newsletter-progress">
          Sent {formatCount(progress.sent)}/{formatCount(progress.total)}
        </strong>
        {STATE_NOTE[progress.status] ?? (progress.running ? ' · sending…' : ' · stopped')}
      </p>
      <progress max={100} value={percent} style={{ width: '100%' }} aria-label="Delivery progress" />
      {notes.length > 0 ? <p style={{ margin: 0 }}>{notes.join(' · ')}</p> : null}
    </div>
  )
}
