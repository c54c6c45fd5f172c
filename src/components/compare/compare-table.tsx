import Link from 'next/link'
import type { ReactNode } from 'react'

import { factDate } from '@/components/tools/fact-date'
import { FactStatusBadge } from '@/components/tools/fact-status-badge'
import { complianceFacts, integrationNames, pricingFactValues } from '@/components/tools/tool-fact-values'
import { VisitLink } from '@/components/tools/visit-link'
import { SponsoredLabel } from '@/components/ui/sponsored-label'
import { ToolLogo } from '@/components/ui/tool-logo'
import { COMPLIANCE_KINDS, distinctTones, markKey, PRICE_RANGES, resolveLogo, TOOL_TYPES } from '@/domains/directory'
import { ratingValueText, reviewCountLabel, type RatingSummary } from '@/domains/reviews/shared'
import { cn } from '@/platform/ui/cn'
import type { ToolDetail } from '@/queries/tools'

import { CompareRemoveLink } from './compare-remove-link'
import { type ComparedValues, rowsWithAnyValue, valuesAgree, valuesDiffer } from './compare-rows'
import type { CompareItem } from './compare-store'

/** A compared tool with its published reviews in figures (the Rating row). */
export type ComparedTool = ToolDetail & { reviews: RatingSummary }

function List({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/**
 * A row: each tool's value (null when not known for that tool), how a known value shows (its text
 * by default) and what an unknown one says, muted ("Not disclosed" by default).
 */
type Row = ComparedValues<ComparedTool> & {
  label: string
  cell?: (tool: ComparedTool) => ReactNode
  missing?: (tool: ComparedTool) => string
}

const listValue = (items: string[] | null | undefined) => (items?.length ? items.join(', ') : null)

const pricingRows: Row[] = ['Pricing model', 'Starting price', 'Free tier', 'Free trial', 'Contact sales'].map((label) => {
  const fact = (tool: ComparedTool) => pricingFactValues(tool).find((entry) => entry.label === label)
  return {
    label,
    value: (tool) => fact(tool)?.value ?? null,
    // A fact the tool's price range makes moot (the trial of a free tool) does not apply rather than hide.
    missing: (tool) => (fact(tool)?.applies ? 'Not disclosed' : '—'),
  }
})

const complianceRows: Row[] = COMPLIANCE_KINDS.map(({ value: kind, label }) => {
  const fact = (tool: ComparedTool) => complianceFacts(tool).find((entry) => entry.kind === kind)!
  return {
    label,
    value: (tool) => (fact(tool).status === 'unknown' ? null : fact(tool).status),
    cell: (tool) => {
      const { status, source } = fact(tool)
      return (
        <div className="flex flex-col items-start gap-1">
          {status === 'unknown' ? null : <FactStatusBadge status={status} />}
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
  { label: 'Type', value: (tool) => TOOL_TYPES.find((type) => type.value === tool.toolType)?.label ?? null },
  { label: 'Category', value: (tool) => tool.category?.name ?? null },
  { label: 'Pricing', value: (tool) => tool.pricing?.trim() || 'Contact for pricing' },
  { label: 'Price range', value: (tool) => PRICE_RANGES.find((range) => range.value === tool.priceRange)?.label ?? null },
  ...pricingRows,
  {
    label: 'Integrations',
    value: (tool) => {
      const names = integrationNames(tool)
      return Array.isArray(names) ? names.join(', ') : names
    },
    cell: (tool) => {
      const names = integrationNames(tool)
      return Array.isArray(names) ? <List items={names} /> : names
    },
  },
  ...complianceRows,
  { label: 'Facts verified', value: (tool) => factDate(tool.factsVerifiedAt)?.text ?? null, missing: () => 'Not yet verified' },
  // From published reviews, the figures the tool page shows (docs/reviews.md), not the editor's `rating` field.
  {
    label: 'Rating',
    value: ({ reviews }) => (reviews.count > 0 ? `${ratingValueText(reviews)} / 5 · ${reviewCountLabel(reviews.count)}` : null),
    missing: () => 'No reviews yet',
  },
  { label: 'Features', value: (tool) => listValue(tool.features), cell: (tool) => <List items={tool.features ?? []} />, missing: () => 'None listed', compared: false },
  {
    label: 'Key benefits',
    value: (tool) => listValue(tool.keyBenefits),
    cell: (tool) => <List items={tool.keyBenefits ?? []} />,
    missing: () => 'None listed',
    compared: false,
  },
  {
    label: 'Links',
    value: (tool) => tool.slug ?? null,
    compared: false,
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

function Cell({ row, tool }: { row: Row; tool: ComparedTool }) {
  const value = row.value(tool)
  if (value === null) return <span className="text-muted">{row.missing?.(tool) ?? 'Not disclosed'}</span>
  return <>{row.cell ? row.cell(tool) : value}</>
}

/**
 * Side-by-side comparison: one column per tool, each with a control that removes it, one row per
 * attribute known for at least one of them; a fact row whose values differ between the tools is
 * tinted and labelled "Differs", and a row where they all agree is marked for "Show differences
 * only" (`data-same`). On narrow screens the table scrolls sideways (by touch or keyboard) inside
 * its frame, under a pinned label column; the frame is the positioned box, so nothing in it (a
 * screen-reader-only text is absolutely placed) can reach past it and widen the page.
 */
export function CompareTable({ tools, compared }: { tools: ComparedTool[]; compared: CompareItem[] }) {
  const labelCell = 'sticky left-0 z-10 w-24 border-r border-line p-3 sm:w-36 sm:p-4'
  const tones = distinctTones(tools.map(markKey))
  return (
    <div>
      {tools.length > 1 ? (
        <p className="mb-3 text-sm text-muted sm:hidden">Scroll sideways to see {tools.length === 2 ? 'both tools' : `all ${tools.length} tools`}.</p>
      ) : null}
      <div
        role="region"
        aria-label="Tool comparison"
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl border border-line bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <table className="w-full table-fixed border-collapse text-left text-sm" style={{ minWidth: `${6 + tools.length * 11}rem` }}>
          <caption className="sr-only">Tool comparison</caption>
          <thead>
            <tr className="border-b border-line bg-surface">
              <td className={`${labelCell} bg-surface`} />
              {tools.map((tool, index) => (
                <th key={tool.id} scope="col" className="p-3 align-top sm:p-4">
                  {/* The name on a line of its own: beside the mark and the remove control it broke mid-word. */}
                  <div className="flex items-start justify-between gap-2">
                    <ToolLogo src={resolveLogo(tool)} name={tool.name} tone={tones[index] ?? 0} size={40} eager />
                    <CompareRemoveLink compared={compared} slug={tool.slug ?? ''} name={tool.name} />
                  </div>
                  <span className="mt-2 block break-words text-base font-semibold text-ink">{tool.name}</span>
                  {tool.isSponsored ? <SponsoredLabel className="mt-2" /> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowsWithAnyValue(ROWS, tools).map((row) => {
              const differs = valuesDiffer(row, tools)
              return (
                <tr
                  key={row.label}
                  className={cn('border-b border-line last:border-0', differs && 'bg-amber-50/60')}
                  data-differs={differs || undefined}
                  data-same={valuesAgree(row, tools) || undefined}
                >
                  <th scope="row" className={cn(labelCell, differs ? 'bg-amber-50' : 'bg-white', 'align-top text-xs font-semibold uppercase tracking-wide text-muted')}>
                    {row.label}
                    {differs ? <span className="mt-1 block font-medium normal-case tracking-normal text-amber-800">Differs</span> : null}
                  </th>
                  {tools.map((tool) => (
                    <td key={tool.id} className="p-3 align-top text-ink sm:p-4">
                      <Cell row={row} tool={tool} />
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
