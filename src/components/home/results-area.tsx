'use client'

import type { ReactNode } from 'react'

import { useDirectoryNavigation } from '@/components/filters/directory-navigation'
import { ToolCardSkeletons } from '@/components/tools/tool-card-skeleton'
import { searchAnswerAddress, type ToolFilters } from '@/domains/directory/shared'

import { LiveResults } from './live-results'

/**
 * Shows the server-rendered results of the state they were `asked` for; while the visitor types,
 * the latest search answer instead (until the page of the typed words arrives); and placeholder
 * cards while another filter change is loading.
 */
export function ResultsArea({ asked, children }: { asked: ToolFilters; children: ReactNode }) {
  const { filters, pending, live } = useDirectoryNavigation()
  const address = searchAnswerAddress(filters)
  // A search answer stands for the words typed since the page, never for another filter's change.
  const typing = live !== null && address !== searchAnswerAddress(asked) && searchAnswerAddress({ ...live.asked, q: filters.q }) === address
  return (
    <div aria-live="polite" aria-busy={pending}>
      {typing ? <LiveResults answer={live.answer} /> : pending ? <ToolCardSkeletons /> : children}
    </div>
  )
}
