import { clickThroughRate, type DayStats } from '@/domains/vendors/shared'

import { formatCount, formatDay, formatRate } from './metric-format'

/** The chart's figures as a table, newest day first, folded away by default. */
export function DailyTable({ days }: { days: DayStats[] }) {
  return (
    <details className="group rounded-2xl border border-line bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-ink sm:px-6">Daily figures</summary>
      <div className="overflow-x-auto border-t border-line">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium sm:px-6">Day</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">Views</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">Clicks</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">CTR</th>
              <th scope="col" className="px-4 py-2 text-right font-medium sm:px-6">Upvotes</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line tabular-nums">
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className="px-4 py-2 font-normal text-ink sm:px-6">{formatDay(day.day)}</th>
                <td className="px-4 py-2 text-right">{formatCount(day.views)}</td>
                <td className="px-4 py-2 text-right">{formatCount(day.clicks)}</td>
                <td className="px-4 py-2 text-right">{formatRate(clickThroughRate(day.clicks, day.views))}</td>
                <td className="px-4 py-2 text-right sm:px-6">{formatCount(day.upvotes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
