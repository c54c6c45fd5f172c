'use client'

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import { formatDay } from './metric-format'

type RankDay = { day: string; rank: number | null }

/**
 * The tool's place in its category per day as a line (rank 1 at the top; the line joins the recorded
 * days, each marked with a dot), with the same figures in a table for screen readers.
 */
export function RankChart({ ranks }: { ranks: RankDay[] }) {
  const recorded = ranks.filter((day) => day.rank !== null)
  const worst = Math.max(1, ...recorded.map((day) => day.rank!))
  return (
    <div>
      <figure className="relative h-64 w-full" aria-hidden>
        {recorded.length === 0 ? (
          <p className="absolute inset-0 flex items-center justify-center rounded-xl border border-dashed border-line px-4 text-center text-sm text-muted">
            No rank recorded in this period yet. The ranking runs every hour.
          </p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={ranks} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
              <CartesianGrid vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="day" tickFormatter={formatDay} tick={{ fontSize: 12, fill: '#64748b' }} minTickGap={24} tickLine={false} axisLine={false} />
              <YAxis
                reversed
                allowDecimals={false}
                domain={[1, Math.max(worst, 3)]}
                tickFormatter={(value: number) => `#${value}`}
                tick={{ fontSize: 12, fill: '#64748b' }}
                width={44}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip labelFormatter={(label) => (typeof label === 'string' ? formatDay(label) : '')} formatter={(value) => [`#${String(value)}`, 'Rank in category']} />
              <Line type="monotone" dataKey="rank" stroke="#4f46e5" strokeWidth={2} dot={{ r: 2 }} connectNulls isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        )}
      </figure>
      <table className="sr-only">
        <caption>Rank in its category per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Rank</th>
          </tr>
        </thead>
        <tbody>
          {ranks.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day)}</th>
              <td>{day.rank === null ? 'Not recorded' : `#${day.rank}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
