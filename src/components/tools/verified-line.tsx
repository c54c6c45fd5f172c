import { factDate } from './fact-date'

/**
 * How fresh the facts are, honestly: "Facts verified {date}" once an editor has checked them
 * against the vendor, else "Facts not yet verified" with the date the tool was listed here.
 */
export function VerifiedLine({ verifiedAt, listedAt }: { verifiedAt: string | null | undefined; listedAt: string }) {
  const verified = factDate(verifiedAt)
  const listed = factDate(listedAt)
  return (
    <p className="text-xs text-muted" data-testid="verified-line">
      {verified ? (
        <>
          Facts verified <time dateTime={verified.iso}>{verified.text}</time>
        </>
      ) : (
        <>
          Facts not yet verified
          {listed ? (
            <>
              {' · listed '}
              <time dateTime={listed.iso} className="whitespace-nowrap">
                {listed.text}
              </time>
            </>
          ) : null}
        </>
      )}
    </p>
  )
}
