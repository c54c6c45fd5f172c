const LISTED = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/**
 * How fresh the facts are, honestly: nobody has checked this listing's facts against the vendor
 * yet (there is no verification record), so it says so, with the date the tool was listed.
 */
export function VerifiedLine({ listedAt }: { listedAt: string }) {
  const date = new Date(listedAt)
  return (
    <p className="text-xs text-muted" data-testid="verified-line">
      Facts not yet verified
      {Number.isNaN(date.getTime()) ? null : (
        <>
          {' · listed '}
          <time dateTime={date.toISOString()} className="whitespace-nowrap">{LISTED.format(date)}</time>
        </>
      )}
    </p>
  )
}
