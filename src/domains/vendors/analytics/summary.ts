import { clickThroughRate } from './click-through-rate'
import type { DayStats } from './daily-series'

type Totals = { views: number; clicks: number; upvotes: number; clickThroughRate: number | null }
/** A total beside the previous period's: `change` is the relative change, null when there was nothing before. */
export type Compared = { current: number | null; previous: number | null; change: number | null }
type AnalyticsSummary = { days: DayStats[]; totals: Totals; previous: Totals; compared: Record<keyof Totals, Compared> }

function totalsOf(days: DayStats[]): Totals {
  const views = days.reduce((sum, day) => sum + day.views, 0)
  const clicks = days.reduce((sum, day) => sum + day.clicks, 0)
  const upvotes = days.reduce((sum, day) => sum + day.upvotes, 0)
  return { views, clicks, upvotes, clickThroughRate: clickThroughRate(clicks, views) }
}

function compare(current: number | null, previous: number | null): Compared {
  const change = current !== null && previous !== null && previous > 0 ? (current - previous) / previous : null
  return { current, previous, change }
}

/** Splits a dailySeries (2 × the range) into the period shown and the one before it, with totals and changes. */
export function summarise(series: DayStats[]): AnalyticsSummary {
  const half = Math.floor(series.length / 2)
  const days = series.slice(half)
  const totals = totalsOf(days)
  const previous = totalsOf(series.slice(0, half))
  return {
    days,
    totals,
    previous,
    compared: {
      views: compare(totals.views, previous.views),
      clicks: compare(totals.clicks, previous.clicks),
      upvotes: compare(totals.upvotes, previous.upvotes),
      clickThroughRate: compare(totals.clickThroughRate, previous.clickThroughRate),
    },
  }
}
