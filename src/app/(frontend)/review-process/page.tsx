import { Flag } from 'lucide-react'
import type { Metadata } from 'next'

import { PageHeader } from '@/components/content/page-header'
import { ContentRichText } from '@/components/content/rich-text'
import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { env } from '@/platform/env'
import { getPage } from '@/queries/pages'
import { getSiteSettings } from '@/queries/site-settings'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPage('review-process'), getSiteSettings()])
  return {
    title: page.title,
    description: `The criteria every tool listed on ${settings.brandName} is reviewed against.`,
    alternates: { canonical: `${env.SERVER_URL}/review-process` },
  }
}

export default async function ReviewProcessPage() {
  const page = await getPage('review-process')
  const criteria = page.criteria ?? []

  return (
    <main className="flex-1">
      <PageHeader title={page.title} />
      <Container className="max-w-3xl py-10 sm:py-14">
        <ContentRichText data={page.intro} />
        <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink">What we look for</h2>
        <ol className="mt-6 space-y-4">
          {criteria.map((criterion, index) => (
            <li key={criterion.id ?? criterion.title} className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
              <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
                {index + 1}
              </span>
              <div>
                <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
                  {criterion.title}
                  {criterion.optional ? <Badge>Optional</Badge> : null}
                </h3>
                <p className="mt-1.5 leading-7 text-slate-700">{criterion.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <section aria-labelledby="report-problem" className="mt-12 rounded-2xl border border-amber-200 bg-amber-50 p-6">
          <h2 id="report-problem" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Flag aria-hidden className="size-5 text-amber-600" />
            {page.closing?.heading || 'Spotted a problem?'}
          </h2>
          {page.closing?.text ? <p className="mt-2 leading-7 text-slate-700">{page.closing.text}</p> : null}
          <ButtonLink href="/report" className="mt-4">
            {page.closing?.linkLabel || 'Report a Tool'}
          </ButtonLink>
        </section>
      </Container>
    </main>
  )
}
