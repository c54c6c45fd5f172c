import type { Metadata } from 'next'
import Link from 'next/link'

import type { FaqEntry } from '@/components/content/faq-list'
import { linkClasses } from '@/components/content/link-classes'
import { Container } from '@/components/ui/container'
import { DirectoryFigures } from '@/components/vendors/directory-figures'
import { FeatureToolStart } from '@/components/vendors/feature-tool-start'
import { type ReviewStep, ReviewSteps } from '@/components/vendors/review-steps'
import { VendorFaq } from '@/components/vendors/vendor-faq'
import { billingMode } from '@/domains/vendors'
import { getDirectoryAudience } from '@/queries/directory-audience'

export const metadata: Metadata = {
  title: 'Feature Your Tool',
  description: 'Put your AI recruiting tool in front of buyers: Basic $250/month or Premium $500/month, billed only after approval.',
}

const STEPS: ReviewStep[] = [
  {
    title: 'Choose a plan and tell us about your tool',
    when: 'today, a few minutes',
    text: 'Pick one of your listed tools (signed in) or describe a new one. Nothing is charged yet.',
  },
  {
    title: 'Review',
    when: 'within 1-2 business days',
    text: 'Our team checks the tool for quality and fit. A tool that is already listed must be yours: sign in with the account that owns it, or claim it first.',
  },
  {
    title: 'Your placement goes live',
    when: 'on approval',
    text: 'The tool moves above the regular results, marked Sponsored, and we email you a confirmation. Billing starts only now, monthly.',
  },
]

const FAQ: FaqEntry[] = [
  {
    question: 'What is the featured case study in Premium?',
    answer: (
      <>
        Once your Premium placement is live, you request it from your tool’s analytics page. Our editors agree the story with you and
        publish it in the Case Studies section of our{' '}
        <Link href="/resources" className={linkClasses}>
          resources
        </Link>
        .
      </>
    ),
  },
  {
    question: 'What do the engagement analytics show?',
    answer:
      'Every owner sees their tool’s daily views, clicks to their website and upvotes. Premium adds where the views came from (search words, categories, other sites) and the tool’s rank in its category day by day.',
  },
  {
    question: 'My tool is not listed yet. Can I feature it?',
    answer: 'Yes. Describe it in the form; when the placement is approved, the tool is listed and featured together. Request it signed in and the new listing is yours to manage.',
  },
  {
    question: 'When am I charged?',
    answer: 'Only after approval, then monthly at $250 (Basic) or $500 (Premium). A declined request costs nothing.',
  },
]

export default async function FeatureToolPage() {
  const audience = await getDirectoryAudience()
  return (
    <main className="flex-1 bg-surface">
      <Container className="py-12 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">Feature Your Tool</h1>
          <p className="mt-4 text-lg text-muted">
            Get your AI tool in front of recruiters and job seekers choosing their next tool. Our team reviews and activates
            placements within 1-2 business days, and billing begins only after approval.
          </p>
        </div>
        <DirectoryFigures audience={audience} />
        <FeatureToolStart mode={billingMode()} />
        <ReviewSteps heading="From request to featured" steps={STEPS} />
        <VendorFaq entries={FAQ} />
      </Container>
    </main>
  )
}
