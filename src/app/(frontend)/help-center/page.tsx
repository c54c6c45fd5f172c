import { LifeBuoy } from 'lucide-react'
import type { Metadata } from 'next'

import { FaqList } from '@/components/content/faq-list'
import { PageHeader } from '@/components/content/page-header'
import { ContentRichText } from '@/components/content/rich-text'
import { buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { env } from '@/platform/env'
import { getPage } from '@/queries/pages'
import { getSiteSettings } from '@/queries/site-settings'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage('help-center')
  return {
    title: page.title,
    description: page.intro,
    alternates: { canonical: `${env.SERVER_URL}/help-center` },
  }
}

export default async function HelpCenterPage() {
  const [page, settings] = await Promise.all([getPage('help-center'), getSiteSettings()])

  return (
    <main className="flex-1">
      <PageHeader title={page.title}>
        <p className="mt-3 text-lg leading-8 text-slate-600">{page.intro}</p>
      </PageHeader>
      <Container className="max-w-3xl py-10 sm:py-14">
        <h2 className="text-2xl font-bold tracking-tight text-ink">Frequently asked questions</h2>
        <FaqList
          entries={(page.faqs ?? []).map((faq) => ({ question: faq.question, answer: <ContentRichText data={faq.answer} /> }))}
          answerClassName="pb-2 [&_p:first-child]:mt-0"
        />
        <section aria-labelledby="contact-support" className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-3">
            <LifeBuoy aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-600" />
            <div>
              <h2 id="contact-support" className="text-lg font-semibold text-ink">
                {page.support?.heading || 'Still need help?'}
              </h2>
              {page.support?.text ? <p className="mt-1 text-slate-700">{page.support.text}</p> : null}
            </div>
          </div>
          <a href={`mailto:${settings.contactEmail}`} className={buttonClasses('primary', 'md', 'shrink-0')}>
            {page.support?.linkLabel || 'Contact Support'}
          </a>
        </section>
      </Container>
    </main>
  )
}
