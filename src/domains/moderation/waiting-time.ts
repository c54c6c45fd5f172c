const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`

/** How long the oldest item has waited, in the largest whole unit: "3 days", "5 hours", "12 minutes", "under a minute". */
export function waitingTime(since: Date, now: Date): string {
  const waited = Math.max(0, now.getTime() - since.getTime())
  if (waited >= DAY) return unit(Math.floor(waited / DAY), 'day')
  if (waited >= HOUR) return unit(Math.floor(waited / HOUR), 'hour')
  if (waited >= MINUTE) return unit(Math.floor(waited / MINUTE), 'minute')
  return 'under a minute'
}
