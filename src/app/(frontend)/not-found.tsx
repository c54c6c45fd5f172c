import type { Metadata } from 'next'

import { NotFoundMessage } from '@/components/layout/not-found-message'
import { notFoundMetadata } from '@/components/layout/not-found-metadata'
import { Container } from '@/components/ui/container'

export const metadata: Metadata = notFoundMetadata

export default function NotFound() {
  return (
    <main className="flex-1">
      <Container>
        <NotFoundMessage />
      </Container>
    </main>
  )
}
