'use client'

import { MailX } from 'lucide-react'
import { useActionState } from 'react'

import { AuthCard } from '@/components/ui/auth-card'
import { Button } from '@/components/ui/button'

import { DigestUnsubscribeOutcome } from './digest-unsubscribe-outcome'
import { unsubscribeFromDigestWithForm, type DigestUnsubscribeResult } from './unsubscribe-from-digest'

/**
 * The question and button of the digest's unsubscribe page. The button POSTs (a server action; the
 * form works without JavaScript too), so opening the mailed link, as mail scanners do, changes nothing.
 */
export function DigestUnsubscribeForm({ token, email }: { token: string; email: string }) {
  const [result, action, pending] = useActionState<DigestUnsubscribeResult | null, FormData>(unsubscribeFromDigestWithForm, null)
  if (result?.ok) return <DigestUnsubscribeOutcome state={result.data.already ? 'already' : 'off'} email={result.data.email} />
  if (result) return <DigestUnsubscribeOutcome state="failed" error={result.error} />
  return (
    <AuthCard title="Stop the follow digest?">
      <form action={action} className="space-y-6 text-center">
        <MailX aria-hidden className="mx-auto size-12 text-muted" />
        <p className="text-sm text-muted">
          <strong className="break-all text-ink">{email}</strong> will stop receiving the daily e-mail about new tools in the categories and
          integrations you follow.
        </p>
        <input type="hidden" name="token" value={token} />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Turning off...' : 'Unsubscribe'}
        </Button>
      </form>
    </AuthCard>
  )
}
