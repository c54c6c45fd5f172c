import { CheckCircle2, XCircle } from 'lucide-react'

import { OutcomeCard } from '@/components/ui/outcome-card'

type Props = { state: 'off' | 'already'; email: string } | { state: 'failed'; error: string }

/** How a follow digest unsubscribe ended: shown by the page (already off, bad link) and after its button. */
export function DigestUnsubscribeOutcome(props: Props) {
  if (props.state === 'failed') {
    return (
      <OutcomeCard title="We couldn't turn the digest off" icon={<XCircle aria-hidden className="mx-auto size-12 text-red-500" />}>
        {props.error}
      </OutcomeCard>
    )
  }
  return (
    <OutcomeCard
      title={props.state === 'already' ? 'The digest is already off' : 'The digest is off'}
      icon={<CheckCircle2 aria-hidden className="mx-auto size-12 text-green-600" />}
      role="status"
    >
      <strong className="break-all text-ink">{props.email}</strong> will get no more e-mails about new tools in what you follow. You
      can turn the digest back on from your account page.
    </OutcomeCard>
  )
}
