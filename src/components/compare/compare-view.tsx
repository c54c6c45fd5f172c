'use client'

import { useSearchParams } from 'next/navigation'
import { useState, type ReactNode } from 'react'

import { compareAddress, DIFFERENCES_ONLY_PARAM } from '@/domains/directory/shared'

import { CompareAddTool } from './compare-add-tool'
import type { CompareItem } from './compare-store'

/**
 * The comparison with its controls: "Add a tool" and, with two tools or more, "Show differences
 * only", which hides the rows where every tool agrees (marked `data-same` by the table) at once and
 * keeps the choice in the address (`&diff=1`), so a shared link shows what the sender saw.
 */
export function CompareView({ compared, children }: { compared: CompareItem[]; children: ReactNode }) {
  const [differencesOnly, setDifferencesOnly] = useState(useSearchParams().get(DIFFERENCES_ONLY_PARAM) === '1')
  const toggle = () => {
    const next = !differencesOnly
    setDifferencesOnly(next)
    window.history.replaceState(
      null,
      '',
      compareAddress(
        compared.map((item) => item.slug),
        next,
      ),
    )
  }
  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <CompareAddTool compared={compared} />
        {compared.length >= 2 ? (
          <button
            type="button"
            role="switch"
            aria-checked={differencesOnly}
            onClick={toggle}
            className="group inline-flex min-h-11 items-center gap-3 self-start rounded-lg px-1 text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:mt-6"
          >
            <span aria-hidden className="relative inline-flex h-6 w-10 shrink-0 rounded-full bg-slate-300 transition-colors group-aria-checked:bg-brand-600">
              <span className="absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-4" />
            </span>
            Show differences only
          </button>
        ) : null}
      </div>
      <div data-differences-only={differencesOnly || undefined}>{children}</div>
    </>
  )
}
