'use client'

import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { endpointAnswer, type EndpointAnswer } from './endpoint-answer'

/** "Check website now" on a tool: queues its freshness check instead of waiting for its weekday. */
export function CheckWebsiteButton() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<EndpointAnswer | null>(null)
  const roles = (user as { roles?: string[] } | null)?.roles ?? []
  if (!id || !roles.some((role) => role === 'admin' || role === 'editor')) return null

  async function check() {
    setBusy(true)
    setAnswer(null)
    try {
      const response = await fetch(`/api/tools/${id}/check-website`, { method: 'POST', credentials: 'include' })
      setAnswer(await endpointAnswer(response, 'Try again.'))
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
