import { CheckCircle2, XCircle } from 'lucide-react'

import { OutcomeCard } from '@/components/ui/outcome-card'

type Props =
  | { state: 'unsubscribed' | 'already'; email: string }
  | { state: 'failed'; error: string }

/** How an unsubscribe ended: shown by the page (already unsubscribed, bad link) and after its button. */
export function UnsubscribeOutcome(props: Props) {
  if (props.state === 'failed') {
    return (
      <OutcomeCard title="We couldn't unsubscribe you" icon={<XCircle aria-hidden className="mx-auto size-12 text-red-500" />}>
        {props.error} Please use the unsubscribe link from your most recent HireStack newsletter email.
      </OutcomeCard>
    )
  }
  const already = props.state === 'already'
  return (
    <OutcomeCard
      title={already ? "You're already unsubscribed" : "You've been unsubscribed"}
      icon={<CheckCircle2 aria-hidden className="mx-auto size-12 text-green-600" />}
      role="status"
    >
      <strong className="break-all text-ink">{props.email}</strong>{' '}
      {already
        ? 'was already removed from the HireStack newsletter. You will not receive further issues.'
        : 'will no longer receive the HireStack newsletter. Sorry to see you go!'}
    </OutcomeCard>
  )
}

