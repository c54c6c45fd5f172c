'use client'

import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

type Answer = { ok: boolean; message: string }

/** "Check website now" on a tool: queues its freshness check instead of waiting for its weekday. */
export function CheckWebsiteButton() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const roles = (user as { roles?: string[] } | null)?.roles ?? []
  if (!id || !roles.some((role) => role === 'admin' || role === 'editor')) return null

  async function check() {
    setBusy(true)
    setAnswer(null)
    try {
      const response = await fetch(`/api/tools/${id}/check-website`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => null)) as Partial<Answer> | null
      setAnswer(
        body && typeof body.message === 'string'
          ? { ok: response.ok && body.ok === true, message: body.message }
          : { ok: false, message: `The server answered ${response.status} ${response.statusText}. Try again.` },
      )
    } catch {
      setAnswer({ ok: false, message: 'The server could not be reached. Try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 16, display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={check} margin={false}>
        {busy ? 'Queuing…' : 'Check website now'}
      </Button>
      {answer ? (
        <p role="status" style={{ margin: 0, color: answer.ok ? 'var(--theme-success-500)' : 'var(--theme-error-500)' }}>
          {answer.message}
        </p>
      ) : null}
    </div>
  )
}
