import { factDate } from './fact-date'

/**
 * "Facts verified {date}" once an editor has checked the facts against the vendor; nothing before
 * then: the hero shows what is known about a tool, and a check not yet made is not news.
 */
export function VerifiedLine({ verifiedAt }: { verifiedAt: string | null | undefined }) {
  const verified = factDate(verifiedAt)
  if (!verified) return null
  return (
    <p className="text-xs text-muted" data-testid="verified-line">
      Facts verified <time dateTime={verified.iso}>{verified.text}</time>
    </p>
  )
}
