import type { Compared } from '@/domains/vendors'
import { cn } from '@/platform/ui/cn'

import { formatChange } from './metric-format'

export type StatTile = { label: string; value: string; compared: Compared }

/** The period's totals, each with its change against the period before. */
export function StatTiles({ tiles, days }: { tiles: StatTile[]; days: number }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => {
        const change = formatChange(tile.compared.change)
        const up = (tile.compared.change ?? 0) > 0
        const down = (tile.compared.change ?? 0) < 0
        return (
          <div key={tile.label} className="rounded-xl border border-line bg-white p-4">
            <dt className="text-sm text-muted">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tracking-tight text-ink tabular-nums">{tile.value}</dd>
            <dd className={cn('mt-1 text-xs', up ? 'text-emerald-700' : down ? 'text-red-700' : 'text-muted')}>
              {change ? `${change} vs previous ${days} days` : `Nothing to compare in the previous ${days} days`}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
