import Link from 'next/link'
import type { ReactNode } from 'react'

import { toolTypeLabel } from '@/components/tools/tool-facts'
import { ToolLogo } from '@/components/tools/tool-logo'
import { VisitLink } from '@/components/tools/visit-link'
import { PRICE_RANGES, resolveLogo } from '@/domains/directory'
import type { ToolDetail } from '@/queries/tools'

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

const ROWS: { label: string; cell: (tool: ToolDetail) => ReactNode }[] = [
  { label: 'Type', cell: (tool) => toolTypeLabel(tool.toolType) },
  { label: 'Category', cell: (tool) => tool.category?.name ?? '—' },
  { label: 'Pricing', cell: (tool) => tool.pricing?.trim() || 'Contact for pricing' },
  { label: 'Price range', cell: (tool) => PRICE_RANGES.find((range) => range.value === tool.priceRange)?.label ?? '—' },
  { label: 'Rating', cell: (tool) => ((tool.rating ?? 0) > 0 ? `${(tool.rating ?? 0).toFixed(1)} / 5` : 'Not rated') },
  { label: 'Features', cell: (tool) => <List items={tool.features} /> },
  { label: 'Key benefits', cell: (tool) => <List items={tool.keyBenefits} /> },
  { label: 'Integrations', cell: (tool) => <List items={tool.integrationOptions} /> },
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
 * Side-by-side comparison: one column per tool, one row per attribute. On narrow screens the
 * table scrolls sideways (by touch or keyboard) under a pinned label column.
 */
export function CompareTable({ tools }: { tools: ToolDetail[] }) {
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
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} className="border-b border-line last:border-0">
                <th scope="row" className={`${labelCell} bg-white align-top text-xs font-semibold uppercase tracking-wide text-muted`}>
                  {row.label}
                </th>
                {tools.map((tool) => (
                  <td key={tool.id} className="p-3 align-top text-ink sm:p-4">
                    {row.cell(tool)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
