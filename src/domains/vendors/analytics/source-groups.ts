import type { ViewSourceKind } from '@/domains/directory/shared'

/** How Premium analytics groups view sources: search terms, pages on HireStack, other sites, direct or unknown. */
export const SOURCE_GROUPS = ['terms', 'pages', 'sites', 'direct'] as const
type SourceGroup = (typeof SOURCE_GROUPS)[number]

/** Views from one source in a period: `label` is a category's, integration's or tool's name where the value is its slug. */
export type SourceCount = { kind: ViewSourceKind; value: string; label: string; views: number }
export type ViewSourceSummary = Record<SourceGroup, SourceCount[]>

/** A source in words, for the page, the CSV and the monthly mail. */
export function sourceLabel(source: Pick<SourceCount, 'kind' | 'label'>): string {
  switch (source.kind) {
    case 'search':
      return `Search “${source.label}”`
    case 'home':
      return 'Home page listing'
    case 'category':
      return `Category: ${source.label}`
    case 'integration':
      return `Integration: ${source.label}`
    case 'compare':
      return 'Compare page'
    case 'tool':
      return `${source.label}’s page (similar tools)`
    case 'site':
      return `HireStack page ${source.label}`
    case 'external':
      return source.label
    case 'direct':
      return 'Direct or unknown'
  }
}
