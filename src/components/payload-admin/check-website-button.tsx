'use client'

import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { hasRole } from '@/domains/accounts/shared'

import { AnswerLine, postToEndpoint, type EndpointAnswer } from './endpoint-answer'

/** "Check website now" on a tool: queues its freshness check instead of waiting for its weekday. */
export function CheckWebsiteButton() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ roles?: string[] | null }>()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<EndpointAnswer | null>(null)
  if (!id || !hasRole(user, 'admin', 'editor')) return null

  async function check() {
    setBusy(true)
    setAnswer(null)
    setAnswer(await postToEndpoint(`/api/tools/${id}/check-website`, undefined, 'Try again.'))
    setBusy(false)
  }

  return (
    <div className="field-type" style={{ marginBottom: 16, display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={check} margin={false}>
        {busy ? 'Queuing…' : 'Check website now'}
      </Button>
      <AnswerLine answer={answer} style={{ margin: 0 }} />
    </div>
  )
}
