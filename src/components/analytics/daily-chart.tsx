'use client'

import { clsx } from 'clsx'
import { useState } from 'react'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import { clickThroughRate, type DayStats } from '@/domains/vendors/shared'

import { formatCount, formatDay, formatRate } from './metric-format'

const METRICS = {
  views: { label: 'Views', value: (day: DayStats) => day.views, format: formatCount },
  clicks: { label: 'Outbound clicks', value: (day: DayStats) => day.clicks, format: formatCount },
  rate: { label: 'Click-through rate', value: (day: DayStats) => clickThroughRate(day.clicks, day.views) ?? 0, format: (value: number) => formatRate(value) },
  upvotes: { label: 'Upvotes', value: (day: DayStats) => day.upvotes, format: formatCount },
} as const
type Metric = keyof typeof METRICS

/** One metric per day as bars (Recharts), chosen with a segmented switch; the table below carries the same figures. */
export function DailyChart({ days }: { days: DayStats[] }) {
  const [metric, setMetric] = useState<Metric>('views')
  const chosen = METRICS[metric]
  const data = days.map((day) => ({ day: day.day, value: chosen.value(day) }))
  const empty = data.every((point) => point.value === 0)
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Metric shown in the chart" className="flex flex-wrap gap-2">
        {(Object.keys(METRICS) as Metric[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={metric === key}
            onClick={() => setMetric(key)}
            className={clsx(
              'min-h-11 rounded-lg border px-3 text-sm font-medium transition-colors sm:min-h-9',
              metric === key ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink hover:bg-surface',
            )}
          >
            {METRICS[key].label}
          </button>
        ))}
      </div>
      <figure className="relative h-72 w-full" aria-label={`${chosen.label} per day`}>
        {empty ? (
          <p className="absolute inset-0 flex items-center justify-center rounded-xl border border-dashed border-line text-center text-sm text-muted">
            No {chosen.label.toLowerCase()} in this period yet.
          </p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="day" tickFormatter={formatDay} tick={{ fontSize: 12, fill: '#64748b' }} minTickGap={24} tickLine={false} axisLine={false} />
              <YAxis allowDecimals={metric === 'rate'} tickFormatter={(value: number) => chosen.format(value)} tick={{ fontSize: 12, fill: '#64748b' }} width={56} tickLine={false} axisLine={false} />
              <Tooltip
                cursor={{ fill: '#eef2ff' }}
                labelFormatter={(label) => (typeof label === 'string' ? formatDay(label) : '')}
                formatter={(value) => [chosen.format(Number(value)), chosen.label]}
              />
              <Bar dataKey="value" fill="#4f46e5" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )}
      </figure>
    </div>
  )
}
