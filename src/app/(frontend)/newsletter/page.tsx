import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { NewsletterBox } from '@/features/newsletter/client'

export const metadata: Metadata = {
  title: 'Newsletter',
  description: 'A weekly newsletter on new AI tools for recruiting and insights from the hiring world.',
}

/** A page of its own for the newsletter sign-up (the same box also sits on the home page). */
export default function NewsletterPage() {
  return (
    <main className="flex flex-1 items-center py-12 sm:py-20">
      <Container className="max-w-4xl">
        <NewsletterBox heading="h1" />
      </Container>
    </main>
  )
}
