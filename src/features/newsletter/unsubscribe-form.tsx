'use client'

import { MailX } from 'lucide-react'
import { useActionState } from 'react'

import { AuthCard } from '@/components/ui/auth-card'
import { Button } from '@/components/ui/button'

import { unsubscribeWithForm, type UnsubscribeResult } from './unsubscribe-from-newsletter'
import { UnsubscribeOutcome } from './unsubscribe-outcome'

/**
 * The unsubscribe page's question and button. The button POSTs (a server action; the form works
 * without JavaScript too), so opening the mailed link, as mail scanners do, changes nothing.
 */
export function UnsubscribeForm({ token, email }: { token: string; email: string }) {
  const [result, action, pending] = useActionState<UnsubscribeResult | null, FormData>(unsubscribeWithForm, null)
  if (result?.ok) return <UnsubscribeOutcome state={result.data.alreadyUnsubscribed ? 'already' : 'unsubscribed'} email={result.data.email} />
  if (result) return <UnsubscribeOutcome state="failed" error={result.error} />
  return (
    <AuthCard title="Unsubscribe from the newsletter?">
      <form action={action} className="space-y-6 text-center">
        <MailX aria-hidden className="mx-auto size-12 text-muted" />
        <p className="text-sm text-muted">
          <strong className="break-all text-ink">{email}</strong> will stop receiving the weekly HireStack newsletter.
        </p>
        <input type="hidden" name="token" value={token} />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </form>
    </AuthCard>
  )
}
