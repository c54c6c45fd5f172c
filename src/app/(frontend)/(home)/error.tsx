'use client'

import { ToolListError } from '@/components/home/tool-list-error'
import type { BoundaryError } from '@/platform/ui/server-error-text'

/** The results of a filter state or search failed: shown under the home page's search and filters, which stay. */
export default function HomeResultsError({ error, retry }: { error: BoundaryError; retry: () => void }) {
  return <ToolListError error={error} retry={retry} />
}
