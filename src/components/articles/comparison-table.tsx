import { Check, Minus } from 'lucide-react'
import Link from 'next/link'

import type { ComparisonTableBlock } from '@/payload-types'

import { linkClasses } from '../content/link-classes'

function Score({ value, label }: { value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-2" aria-label={`${label}: ${value} out of 5`}>
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

const headers = ['Tool', 'Price', 'Data quality', 'Filters & logic', 'Chrome extension', 'Contact enrichment', 'Standout feature']

/**
 * The comparison table block. Scrolls sideways on small screens (keyboard-focusable); the scroller is
 * positioned so the screen-reader-only labels inside it cannot widen the page.
 */
export function ComparisonTable({ block }: { block: ComparisonTableBlock }) {
  const captionId = `comparison-${block.id ?? 'table'}`
  return (
    <figure className="my-10 -mx-4 sm:mx-0 lg:-mx-24 xl:-mx-36">
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative overflow-x-auto border-y border-line bg-white sm:rounded-2xl sm:border sm:shadow-sm"
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
                <td className="px-3 py-3 whitespace-nowrap">
                  <Score value={row.dataQuality} label="Data quality" />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <Score value={row.filtersLogic} label="Filters and logic" />
                </td>
                <td className="px-3 py-3">
                  <YesNo value={row.chromeExtension} label="Chrome extension" />
                </td>
                <td className="px-3 py-3">
                  <YesNo value={row.contactEnrichment} label="contact enrichment" />
                </td>
                <td className="min-w-56 px-3 py-3 text-slate-700">{row.standoutFeature}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption id={captionId} className="mx-auto mt-3 max-w-3xl px-4 text-sm text-muted sm:px-0">
        {block.caption || 'Tool comparison'}
      </figcaption>
    </figure>
  )
}
