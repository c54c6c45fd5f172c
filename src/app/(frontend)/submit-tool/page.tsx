import { BadgeCheck, Sparkles, TrendingUp, Users } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import type { FaqEntry } from '@/components/content/faq-list'
import { linkClasses } from '@/components/content/link-classes'
import { ToolCard } from '@/components/tools/tool-card'
import { toolCardView } from '@/components/tools/tool-card-view'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { DirectoryFigures } from '@/components/vendors/directory-figures'
import { type ReviewStep, ReviewSteps } from '@/components/vendors/review-steps'
import { VendorFaq } from '@/components/vendors/vendor-faq'
import { type Benefit, BenefitGrid } from '@/features/vendor-forms/client'
import { getDirectoryAudience } from '@/queries/directory-audience'
import { getExampleListing } from '@/queries/tools'

export const metadata: Metadata = {
  title: 'Submit Your AI Tool',
  description: 'List your AI recruiting tool in the directory. Every submission is reviewed by hand; a one-time $97 fee covers listing, categorization and curation.',
}

const BENEFITS: Benefit[] = [
  {
    icon: Users,
    title: 'Quality Audience',
    text: 'Reach recruiters, talent teams and job seekers who come here to choose their next AI tool.',
  },
  {
    icon: BadgeCheck,
    title: 'Professional Curation',
    text: 'We categorize your tool, check it against our review criteria and present it alongside the best in the field.',
  },
  {
    icon: TrendingUp,
    title: 'Ongoing Exposure',
    text: 'Your listing stays in search, category pages and comparisons, collecting upvotes and visits over time.',
  },
]

const STEPS: ReviewStep[] = [
  {
    title: 'Submit the form',
    when: 'today, about 5 minutes',
    text: 'Your tool’s name, website, description, audience and key features. Nothing is charged yet.',
  },
  {
    title: 'Manual review',
    when: 'within 1-2 business days',
    text: (
      <>
        A person on our team visits your site and checks the tool against our{' '}
        <Link href="/review-process" className={linkClasses}>
          review criteria
        </Link>
        . We email you if we need more information.
      </>
    ),
  },
  {
    title: 'Approval and the $97 fee',
    when: 'on approval',
    text: 'The one-time fee is charged only once your tool is approved. If we decline it, you are not charged at all and we tell you why.',
  },
  {
    title: 'Your listing goes live',
    when: 'right after approval',
    text: 'Your tool appears in search, its category and comparisons with a “Founder Added” badge, and its own page counts views and clicks for you.',
  },
]

const FAQ: FaqEntry[] = [
  {
    question: 'When is the $97 charged?',
    answer: 'Only after our team approves your tool. A declined submission costs nothing.',
  },
  {
    question: 'How long does the review take?',
    answer: 'Within 1-2 business days. Your account page shows where your submission stands, and we email you the decision.',
  },
  {
    question: 'Is the fee a subscription?',
    answer: 'No. The $97 is charged once and covers listing, categorization and curation. Featuring your tool above the regular listings is a separate, optional plan.',
  },
  {
    question: 'Can I change my listing later?',
    answer: 'Yes. Signed in with the account you submitted from, you can propose an edit to your tool from your account page; an editor checks it before it goes live.',
  },
  {
    question: 'Do I see how my listing performs?',
    answer: 'Yes. Your account shows your tool’s views, clicks to your website and upvotes, day by day, measured the same way as the figures above.',
  },
]

export default async function SubmitToolPage() {
  const [audience, example] = await Promise.all([getDirectoryAudience(), getExampleListing()])
  return (
    <main className="flex-1 bg-surface">
      <Container className="py-12 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
            <Sparkles className="size-4" aria-hidden /> For tool makers
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-5xl">Submit Your AI Tool</h1>
          <p className="mt-4 text-lg text-muted">
            Every submission is reviewed manually by our team. A one-time <strong className="text-ink">$97</strong> fee
            covers listing, categorization and curation, and it is charged only after your tool is approved.
          </p>
          <ButtonLink href="/submit-tool/form" size="lg" className="mt-8">
            Submit My Tool
          </ButtonLink>
        </div>
        <DirectoryFigures audience={audience} />
        <div className="mt-14">
          <BenefitGrid items={BENEFITS} heading="h2" />
        </div>
        {example ? (
          <section aria-labelledby="example-listing" className="mx-auto mt-16 grid max-w-4xl items-center gap-8 md:grid-cols-2">
            <div>
              <h2 id="example-listing" className="text-2xl font-bold text-ink">
                What your listing looks like
              </h2>
              <p className="mt-3 leading-7 text-muted">
                Your tool gets the same card as every tool in the directory: logo, category, a two-line description, up to three
                key benefits, pricing and a button to your website. This is {example.name}’s card as visitors see it today.
              </p>
            </div>
            <ToolCard card={toolCardView(example)} />
          </section>
        ) : null}
        <ReviewSteps heading="From submission to listing" steps={STEPS} />
        <VendorFaq entries={FAQ} />
        <div className="mt-12 text-center">
          <ButtonLink href="/submit-tool/form" size="lg">
            Start your submission
          </ButtonLink>
        </div>
      </Container>
    </main>
  )
}
