import type { ComponentProps } from 'react'

import { NotFoundHelp } from '@/components/layout/not-found-help'
import { NotFoundMessage } from '@/components/layout/not-found-message'
import { Container } from '@/components/ui/container'

/** The not-found page's main content: the message, then where to go instead. */
export function NotFoundPage({ tools, categories }: ComponentProps<typeof NotFoundHelp>) {
  return (
    <main className="flex-1">
      <Container>
        <NotFoundMessage>
          <NotFoundHelp tools={tools} categories={categories} />
        </NotFoundMessage>
      </Container>
    </main>
  )
}
