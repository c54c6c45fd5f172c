import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { NotFoundHelp } from '@/components/layout/not-found-help'
import { NotFoundMessage } from '@/components/layout/not-found-message'
import { notFoundMetadata } from '@/components/layout/not-found-metadata'
import { Container } from '@/components/ui/container'
import { NOT_FOUND_PATH_HEADER } from '@/platform/request/not-found-page'
import { getNotFoundSuggestions } from '@/queries/not-found-suggestions'

export const metadata: Metadata = notFoundMetadata

/**
 * The not-found page. The address asked for reaches the server with the full page the cache tier
 * asks for (src/platform/request/not-found-page.ts); its words pick tools with a similar name.
 */
export default async function NotFound() {
  const suggestions = await getNotFoundSuggestions((await headers()).get(NOT_FOUND_PATH_HEADER))
  return (
    <main className="flex-1">
      <Container>
        <NotFoundMessage>
          <NotFoundHelp tools={suggestions.tools} categories={suggestions.categories} />
        </NotFoundMessage>
      </Container>
    </main>
  )
}
