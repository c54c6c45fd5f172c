import Link from 'next/link'

import { ANALYTICS_RANGES } from '@/domains/vendors'
import { cn } from '@/platform/ui/cn'

/** 7, 30 or 90 days as links (the range lives in the URL), the current one marked. */
export function RangeSwitch({ path, days }: { path: string; days: number }) {
  const ordered = [...ANALYTICS_RANGES].sort((a, b) => a - b)
  return (
    <nav aria-label="Period" className="inline-flex rounded-lg border border-line bg-white p-1">
      {ordered.map((range) => (
        <Link
          key={range}
          href={`${path}?days=${range}`}
          aria-current={range === days ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium sm:min-h-9',
            range === days ? 'bg-brand-600 text-white' : 'text-muted hover:bg-surface hover:text-ink',
          )}
        >
          {range} days
        </Link>
      ))}
    </nav>
  )
}
