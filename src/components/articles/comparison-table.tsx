import { Check, Minus } from 'lucide-react'
import Link from 'next/link'

import type { ComparisonTableBlock } from '@/payload-types'
import { cn } from '@/platform/ui/cn'

import { linkClasses } from '../content/link-classes'

function Score({ value, label }: { value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="sr-only">
        {label}: {value} out of 5
      </span>
      <span aria-hidden className="flex gap-0.5">
        {[1, 2, 3, 4, 5].map((step) => (
          <span key={step} className={step <= value ? 'h-2 w-2.5 rounded-sm bg-brand-500' : 'h-2 w-2.5 rounded-sm bg-slate-200'} />
        ))}
      </span>
      <span aria-hidden className="text-xs font-semibold text-slate-600 tabular-nums">
        {value}/5
      </span>
    </span>
  )
}

function YesNo({ value, label }: { value: boolean | null | undefined; label: string }) {
  return value ? (
    <span className="inline-flex items-center gap-1 text-emerald-700">
      <Check aria-hidden className="size-4" />
      <span>Yes</span>
      <span className="sr-only">, {label}</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-slate-500">
      <Minus aria-hidden className="size-4" />
      <span>No</span>
      <span className="sr-only">, no {label}</span>
    </span>
  )
}

type Row = ComparisonTableBlock['rows'][number]

/** The scored and yes/no columns, shown the same way in the table and on the cards. */
const FACTS: { label: string; nowrap?: boolean; show: (row: Row) => React.ReactNode }[] = [
  { label: 'Data quality', nowrap: true, show: (row) => <Score value={row.dataQuality} label="Data quality" /> },
  { label: 'Filters & logic', nowrap: true, show: (row) => <Score value={row.filtersLogic} label="Filters and logic" /> },
  { label: 'Chrome extension', show: (row) => <YesNo value={row.chromeExtension} label="Chrome extension" /> },
  { label: 'Contact enrichment', show: (row) => <YesNo value={row.contactEnrichment} label="contact enrichment" /> },
]

const headers = ['Tool', 'Price', ...FACTS.map((fact) => fact.label), 'Standout feature']

/** Below the desktop width the seven columns do not fit: one card per tool instead of a sideways scroll. */
function RowCard({ row }: { row: Row }) {
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      {/* The tool's link is a whole 44 px tap target on the phones and tablets that show the cards. */}
      <p className="flex items-center justify-between gap-3">
        <Link href={`/tools/${row.slug}`} className={`${linkClasses} inline-flex min-h-11 min-w-11 items-center font-semibold`}>
          {row.tool}
        </Link>
        <span className="text-right text-sm text-slate-600">{row.price}</span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {FACTS.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-medium text-muted">{fact.label}</dt>
            <dd className="mt-1">{fact.show(row)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 border-t border-line pt-3 text-sm leading-6 text-slate-700">{row.standoutFeature}</p>
    </li>
  )
}

/**
 * The comparison table block: a table where it fits (wider than the article on desktops), cards
 * on phones and tablets. Both are labelled by the caption.
 */
export function ComparisonTable({ block }: { block: ComparisonTableBlock }) {
  const captionId = `comparison-${block.id ?? 'table'}`
  return (
    <figure className="my-10 lg:-mx-24 xl:-mx-36">
      <ul aria-labelledby={captionId} className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {block.rows.map((row) => (
          <RowCard key={row.id ?? row.slug} row={row} />
        ))}
      </ul>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative hidden overflow-x-auto rounded-2xl border border-line bg-white shadow-sm lg:block"
      >
        <table className="w-full min-w-[50rem] border-collapse text-left text-sm">
          <thead className="bg-surface text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className="px-3 py-3 align-bottom font-semibold first:sticky first:left-0 first:bg-surface">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {block.rows.map((row) => (
              <tr key={row.id ?? row.slug} className="align-top">
                <th scope="row" className="sticky left-0 bg-white px-3 py-3 font-semibold whitespace-nowrap">
                  <Link href={`/tools/${row.slug}`} className={linkClasses}>
                    {row.tool}
                  </Link>
                </th>
                <td className="min-w-32 px-3 py-3 text-slate-700">{row.price}</td>
                {FACTS.map((fact) => (
                  <td key={fact.label} className={cn('px-3 py-3', fact.nowrap && 'whitespace-nowrap')}>
                    {fact.show(row)}
                  </td>
                ))}
                <td className="min-w-56 px-3 py-3 text-slate-700">{row.standoutFeature}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Lined up with the article text, which sits inside the padded max-w-3xl column. */}
      <figcaption id={captionId} className="mx-auto mt-3 max-w-3xl text-sm text-muted lg:px-8">
        {block.caption || 'Tool comparison'}
      </figcaption>
    </figure>
  )
}
