import Link from 'next/link'
import type { ReactNode } from 'react'

import { factDate } from '@/components/tools/fact-date'
import { FactStatusBadge } from '@/components/tools/fact-status-badge'
import { complianceFacts, pricingFactRows } from '@/components/tools/tool-fact-values'
import { toolTypeLabel } from '@/components/tools/tool-facts'
import { VisitLink } from '@/components/tools/visit-link'
import { SponsoredLabel } from '@/components/ui/sponsored-label'
import { ToolLogo } from '@/components/ui/tool-logo'
import { COMPLIANCE_KINDS, PRICE_RANGES, resolveLogo } from '@/domains/directory'
import { ratingValueText, reviewCountLabel, type RatingSummary } from '@/domains/reviews/shared'
import { cn } from '@/platform/ui/cn'
import type { ToolDetail } from '@/queries/tools'

/** A compared tool with its published reviews in figures (the Rating row). */
export type ComparedTool = ToolDetail & { reviews: RatingSummary }

function List({ items }: { items: string[] | null | undefined }) {
  if (!items?.length) return <span className="text-muted">—</span>
  return (
    <ul className="list-disc space-y-1 pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** A row: its cell per tool, and (for fact rows) the value compared across tools to mark differences. */
type Row = { label: string; cell: (tool: ComparedTool) => ReactNode; value?: (tool: ComparedTool) => string }

const text = (label: string, value: (tool: ComparedTool) => string): Row => ({ label, cell: value, value })

const pricingRow = (label: string): Row =>
  text(label, (tool) => pricingFactRows(tool).find((row) => row.label === label)?.value ?? 'Unknown')

const complianceRows: Row[] = COMPLIANCE_KINDS.map(({ value: kind, label }) => {
  const fact = (tool: ToolDetail) => complianceFacts(tool).find((entry) => entry.kind === kind)!
  return {
    label,
    value: (tool) => fact(tool).status,
    cell: (tool) => {
      const { status, source } = fact(tool)
      return (
        <div className="flex flex-col items-start gap-1">
          <FactStatusBadge status={status} />
          {source ? (
            <a href={source} target="_blank" rel="noopener noreferrer" className="inline-flex items-center text-xs text-muted underline hover:text-ink max-md:min-h-11 max-md:min-w-11">
              Source
            </a>
          ) : null}
        </div>
      )
    },
  }
})

const ROWS: Row[] = [
  text('Type', (tool) => toolTypeLabel(tool.toolType)),
  text('Category', (tool) => tool.category?.name ?? '—'),
  text('Pricing', (tool) => tool.pricing?.trim() || 'Contact for pricing'),
  text('Price range', (tool) => PRICE_RANGES.find((range) => range.value === tool.priceRange)?.label ?? '—'),
  pricingRow('Pricing model'),
  pricingRow('Starting price'),
  pricingRow('Free tier'),
  pricingRow('Free trial'),
  {
    label: 'Integrations',
    value: (tool) => (tool.integrationOptions ?? []).join(', ') || (tool.integrationsNonePublished ? 'None published' : ''),
    cell: (tool) => (tool.integrationsNonePublished && !tool.integrationOptions?.length ? 'None published' : <List items={tool.integrationOptions} />),
  },
  ...complianceRows,
  text('Facts verified', (tool) => factDate(tool.factsVerifiedAt)?.text ?? 'Not yet verified'),
  // From published reviews, the figures the tool page shows (docs/reviews.md), not the editor's `rating` field.
  text('Rating', ({ reviews }) => (reviews.count > 0 ? `${ratingValueText(reviews)} / 5 · ${reviewCountLabel(reviews.count)}` : 'No reviews yet')),
  { label: 'Features', cell: (tool) => <List items={tool.features} /> },
  { label: 'Key benefits', cell: (tool) => <List items={tool.keyBenefits} /> },
  {
    label: 'Links',
    cell: (tool) => (
      <div className="flex flex-col items-start gap-2">
        <Link href={`/tools/${tool.slug}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline">
          View details
        </Link>
        {tool.affiliateLink || tool.sourceUrl ? <VisitLink toolId={tool.id} label="Visit" /> : null}
      </div>
    ),
  },
]

/**
 * Side-by-side comparison: one column per tool, one row per attribute; a fact row whose values
 * differ between the tools is tinted and labelled "Differs". On narrow screens the table scrolls
 * sideways (by touch or keyboard) inside its frame, under a pinned label column.
 */
export function CompareTable({ tools }: { tools: ComparedTool[] }) {
  const labelCell = 'sticky left-0 z-10 w-24 border-r border-line p-3 sm:w-36 sm:p-4'
  return (
    <div>
      {tools.length > 1 ? (
        <p className="mb-3 text-sm text-muted sm:hidden">Scroll sideways to see {tools.length === 2 ? 'both tools' : `all ${tools.length} tools`}.</p>
      ) : null}
      <div
        role="region"
        aria-label="Tool comparison"
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-line bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <table className="w-full table-fixed border-collapse text-left text-sm" style={{ minWidth: `${6 + tools.length * 11}rem` }}>
          <caption className="sr-only">Tool comparison</caption>
          <thead>
            <tr className="border-b border-line bg-surface">
              <td className={`${labelCell} bg-surface`} />
              {tools.map((tool) => (
                <th key={tool.id} scope="col" className="p-3 align-top sm:p-4">
                  <div className="flex items-center gap-3">
                    <ToolLogo src={resolveLogo(tool)} name={tool.name} size={40} eager />
                    <span className="text-base font-semibold text-ink">{tool.name}</span>
                  </div>
                  {tool.isSponsored ? <SponsoredLabel className="mt-2" /> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => {
              const differs = row.value ? new Set(tools.map(row.value)).size > 1 : false
              return (
                <tr key={row.label} className={cn('border-b border-line last:border-0', differs && 'bg-amber-50/60')} data-differs={differs || undefined}>
                  <th scope="row" className={cn(labelCell, differs ? 'bg-amber-50' : 'bg-white', 'align-top text-xs font-semibold uppercase tracking-wide text-muted')}>
                    {row.label}
                    {differs ? <span className="mt-1 block font-medium normal-case tracking-normal text-amber-800">Differs</span> : null}
                  </th>
                  {tools.map((tool) => (
                    <td key={tool.id} className="p-3 align-top text-ink sm:p-4">
                      {row.cell(tool)}
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
