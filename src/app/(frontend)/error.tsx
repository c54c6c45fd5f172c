'use client'

import { ErrorMessage } from '@/components/layout/error-message'
import { CONTAINER_CLASSES } from '@/components/ui/container-classes'
import type { BoundaryError } from '@/platform/ui/server-error-text'

/** A page of the site failed: the error inside the site's header and footer. */
export default function FrontendError({ error, retry }: { error: BoundaryError; retry: () => void }) {
  return (
    <main className="flex-1">
      {/* The column's classes, not `Container`: its class merging (tailwind-merge) would ship to every page. */}
      <div className={CONTAINER_CLASSES}>
        <ErrorMessage error={error} retry={retry} />
      </div>
    </main>
  )
}
