'use client'

import { ErrorMessage } from '@/components/layout/error-message'
import { CONTAINER_CLASSES } from '@/components/ui/container-classes'
import type { BoundaryError } from '@/platform/ui/server-error-text'

import './(frontend)/globals.css'

/**
 * A root layout failed (the site's reads its settings from the database; the admin's is Payload's):
 * this replaces the whole document, so it brings its own <html> and the site's styles.
 */
export default function GlobalError({ error, retry }: { error: BoundaryError; retry: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <title>Something went wrong</title>
        <main className="flex-1">
          {/* The column's classes, not `Container`: its class merging (tailwind-merge) would ship to every page. */}
          <div className={CONTAINER_CLASSES}>
            <ErrorMessage error={error} retry={retry} />
          </div>
        </main>
      </body>
    </html>
  )
}
