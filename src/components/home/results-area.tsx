'use client'

import type { ReactNode } from 'react'

import { useDirectoryNavigation } from '@/components/filters/directory-navigation'
import { ToolCardSkeletons } from '@/components/tools/tool-card-skeleton'

/** Shows the placeholder cards while a filter change is loading, the server-rendered results otherwise. */
export function ResultsArea({ children }: { children: ReactNode }) {
  const { pending } = useDirectoryNavigation()
  return (
    <div aria-live="polite" aria-busy={pending}>
      {pending ? <ToolCardSkeletons /> : children}
    </div>
  )
}
