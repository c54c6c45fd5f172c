import { Card } from '@/components/ui/card'
import { type SourceCount, sourceLabel, type ViewSourceSummary } from '@/domains/vendors'

import { formatCount } from './metric-format'

const LISTS = [
  { group: 'terms', title: 'Search terms', empty: 'No views from a HireStack search yet.' },
  { group: 'pages', title: 'Pages on HireStack', empty: 'No views from listings, compare or other tools yet.' },
  { group: 'sites', title: 'Referring sites', empty: 'No views from other sites yet.' },
] as const

function SourceList({ title, empty, sources }: { title: string; empty: string; sources: SourceCount[] }) {
  const most = Math.max(1, ...sources.map((source) => source.views))
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {sources.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {sources.map((source) => (
            <li key={`${source.kind}:${source.value}`} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate text-ink" title={sourceLabel(source)}>
                  {sourceLabel(source)}
                </span>
                <span className="shrink-0 tabular-nums text-muted">{formatCount(source.views)}</span>
              </div>
              <div aria-hidden className="mt-1 h-1.5 rounded-full bg-surface">
                <div className="h-1.5 rounded-full bg-brand-500" style={{ width: `${Math.max(4, (source.views / most) * 100)}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** Premium: where the period's counted views came from, in three lists and the direct count. */
export function ViewSources({ sources, days }: { sources: ViewSourceSummary; days: number }) {
  const direct = sources.direct.reduce((sum, source) => sum + source.views, 0)
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-base font-semibold text-ink">Where views came from, last {days} days</h2>
      <p className="mt-1 text-sm text-muted">Top 10 of each kind. Other sites send only their address, never the page.</p>
      <div className="mt-5 grid gap-6 md:grid-cols-3">
        {LISTS.map((list) => (
          <SourceList key={list.group} title={list.title} empty={list.empty} sources={sources[list.group]} />
        ))}
      </div>
      <p className="mt-5 border-t border-line pt-4 text-sm text-muted">
        Direct or unknown (typed address, bookmark, an app or a browser that sends no referrer):{' '}
        <span className="font-medium tabular-nums text-ink">{formatCount(direct)}</span>
      </p>
    </Card>
  )
}
