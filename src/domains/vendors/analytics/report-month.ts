/** A calendar month in UTC: its key (YYYY-MM), first and last day (YYYY-MM-DD) and its name. */
export type ReportMonth = { key: string; first: string; last: string; name: string }

function monthOf(year: number, monthIndex: number): ReportMonth {
  const first = new Date(Date.UTC(year, monthIndex, 1))
  const last = new Date(Date.UTC(year, monthIndex + 1, 0))
  return {
    key: first.toISOString().slice(0, 7),
    first: first.toISOString().slice(0, 10),
    last: last.toISOString().slice(0, 10),
    name: first.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  }
}

/** The month the report sent at `now` is about (the last full month), and the one before it to compare with. */
export function reportMonths(now: Date): { month: ReportMonth; before: ReportMonth } {
  const year = now.getUTCFullYear()
  const index = now.getUTCMonth()
  return { month: monthOf(year, index - 1), before: monthOf(year, index - 2) }
}
