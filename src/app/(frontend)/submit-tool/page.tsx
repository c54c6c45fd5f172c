import { BadgeCheck, Sparkles, TrendingUp, Users } from 'lucide-react'
import type { Metadata } from 'next'

import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { type Benefit, BenefitGrid } from '@/features/vendor-forms/client'

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

export default function SubmitToolPage() {
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
        <div className="mt-14">
          <BenefitGrid items={BENEFITS} heading="h2" />
        </div>
      </Container>
    </main>
  )
}
