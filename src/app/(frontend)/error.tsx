'use client'

import { ErrorMessage } from '@/components/layout/error-message'
import { Container } from '@/components/ui/container'
import type { BoundaryError } from '@/platform/ui/server-error-text'

/** A page of the site failed: the error inside the site's header and footer. */
export default function FrontendError({ error, retry }: { error: BoundaryError; retry: () => void }) {
  return (
    <main className="flex-1">
      <Container>
        <ErrorMessage error={error} retry={retry} />
      </Container>
    </main>
  )
}
