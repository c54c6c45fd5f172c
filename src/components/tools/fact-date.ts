const FACT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** A fact's date as the pages show it ("Jan 15, 2026"), with its ISO form for `<time>`; null when absent or invalid. */
export function factDate(value: string | null | undefined): { iso: string; text: string } | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : { iso: date.toISOString(), text: FACT_DATE.format(date) }
}
