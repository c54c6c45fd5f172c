import { Badge } from '@/components/ui/badge'

export interface BatchRow {
  name: string
  status: 'queued' | 'running' | 'done' | 'error' | 'skipped'
  detail?: string
}

const tone = { queued: 'neutral', running: 'brand', done: 'green', error: 'red', skipped: 'amber' } as const
const label = { queued: 'Queued', running: 'Running', done: 'Done', error: 'Error', skipped: 'Skipped' } as const

/** Per-tool outcome list for the batch panels. */
export function BatchResults({ rows, caption }: { rows: BatchRow[]; caption: string }) {
  if (rows.length === 0) return null
  return (
    <ul className="divide-y divide-line rounded-lg border border-line text-sm" aria-label={caption}>
      {rows.map((row, index) => (
        <li key={`${row.name}-${index}`} className="flex items-start justify-between gap-3 px-3 py-2">
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">{row.name}</p>
            {row.detail ? <p className="text-xs text-muted">{row.detail}</p> : null}
          </div>
          <Badge tone={tone[row.status]}>{label[row.status]}</Badge>
        </li>
      ))}
    </ul>
  )
}
