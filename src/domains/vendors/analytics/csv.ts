import { clickThroughRate } from './click-through-rate'
import type { DayStats } from './daily-series'

/** The days as CSV (RFC 4180, CRLF): date, views, outbound clicks, click-through rate in percent, upvotes. */
export function analyticsCsv(days: DayStats[]): string {
  const lines = ['date,views,clicks,click_through_rate_percent,upvotes']
  for (const day of days) {
    const rate = clickThroughRate(day.clicks, day.views)
    lines.push([day.day, day.views, day.clicks, rate === null ? '' : (rate * 100).toFixed(1), day.upvotes].join(','))
  }
  return lines.join('\r\n') + '\r\n'
}
