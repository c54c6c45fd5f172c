import { recordedRanks, type SqlExecutor } from '@/domains/directory'

import { periodTotals, type PeriodTotals } from './period-totals'
import type { ReportMonth } from './report-month'
import type { SourceCount } from './source-groups'
import { viewSources } from './view-sources'

export type MonthlyReport = {
  month: ReportMonth
  before: ReportMonth
  totals: PeriodTotals
  previous: PeriodTotals
  /** The largest sources of the month across all groups, most views first. */
  topSources: SourceCount[]
  /** The first and last category rank recorded in the month; null when none was. */
  rank: { start: number; end: number } | null
}

/** What a Premium tool's monthly report says about `month`, against `before`. */
export async function monthlyReport(db: SqlExecutor, toolId: number, month: ReportMonth, before: ReportMonth): Promise<MonthlyReport> {
  const [totals, previous, sources, ranks] = await Promise.all([
    periodTotals(db, toolId, month.first, month.last),
    periodTotals(db, toolId, before.first, before.last),
    viewSources(db, toolId, month.first, month.last, 5),
    recordedRanks(db, toolId, month.first, month.last),
  ])
  const topSources = Object.values(sources)
    .flat()
    .sort((a, b) => b.views - a.views)
    .slice(0, 5)
  const recorded = ranks.flatMap((day) => (day.rank === null ? [] : [day.rank]))
  const rank = recorded.length > 0 ? { start: recorded[0]!, end: recorded.at(-1)! } : null
  return { month, before, totals, previous, topSources, rank }
}
