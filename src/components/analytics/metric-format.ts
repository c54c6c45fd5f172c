/** How the analytics page writes its figures: counts with separators, rates and changes in percent. */
export { formatCount } from '@/platform/text/format-count'

export const formatRate = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`)

/** "+12%", "−8%", "No change"; null when there is nothing to compare with. */
export function formatChange(change: number | null): string | null {
  if (change === null) return null
  const percent = Math.round(change * 100)
  if (percent === 0) return 'No change'
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`
}

/** "Nov 3" for a YYYY-MM-DD day. */
export const formatDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
