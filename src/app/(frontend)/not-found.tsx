import type { Metadata } from 'next'

import { NotFoundMessage } from '@/components/layout/not-found-message'
import { Container } from '@/components/ui/container'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false, follow: true } }

export default function NotFound() {
  return (
    <main className="flex-1">
      <Container>
        <NotFoundMessage />
      </Container>
    </main>
  )
}
