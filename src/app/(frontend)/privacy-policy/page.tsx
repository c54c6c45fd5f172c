import { Mail } from 'lucide-react'
import type { Metadata } from 'next'

import { headingId } from '@/components/content/heading-id'
import { linkClasses } from '@/components/content/link-classes'
import { PageHeader } from '@/components/content/page-header'
import { ContentRichText } from '@/components/content/rich-text'
import { Container } from '@/components/ui/container'
import { env } from '@/platform/env'
import { formatDate } from '@/platform/text/format-date'
import { getPage } from '@/queries/pages'
import { getSiteSettings } from '@/queries/site-settings'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPage('privacy-policy'), getSiteSettings()])
  return {
    title: page.title,
    description: `How ${settings.brandName} collects, uses and protects your personal information.`,
    alternates: { canonical: `${env.SERVER_URL}/privacy-policy` },
  }
}

export default async function PrivacyPolicyPage() {
  const [page, settings] = await Promise.all([getPage('privacy-policy'), getSiteSettings()])
  const sections = page.sections ?? []
  const contactHeading = page.contact?.heading || 'Contact Us'

  return (
    <main className="flex-1">
      <PageHeader title={page.title}>
        {page.lastUpdated ? (
          <p className="mt-3 text-sm text-muted">
            Last updated <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
          </p>
        ) : null}
      </PageHeader>
      <Container className="max-w-3xl py-10 sm:py-14">
        <nav aria-label="On this page" className="mb-10 rounded-2xl border border-line bg-surface p-5">
          <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">On this page</h2>
          <ol className="mt-3 grid gap-1.5 text-sm max-md:gap-0 sm:grid-cols-2">
            {[...sections.map((section) => section.heading), contactHeading].map((heading) => (
              <li key={heading}>
                <a href={`#${headingId(heading)}`} className={`${linkClasses} tap-target`}>
                  {heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <ContentRichText data={page.introduction} />
        {sections.map((section) => (
          <section key={section.id ?? section.heading} aria-labelledby={headingId(section.heading)} className="scroll-mt-24">
            <h2 id={headingId(section.heading)} className="mt-12 mb-4 scroll-mt-24 text-2xl font-bold tracking-tight text-ink">
              {section.heading}
            </h2>
            <ContentRichText data={section.body} />
          </section>
        ))}
        <section aria-labelledby={headingId(contactHeading)}>
          <h2 id={headingId(contactHeading)} className="mt-12 mb-4 scroll-mt-24 text-2xl font-bold tracking-tight text-ink">
            {contactHeading}
          </h2>
          {page.contact?.text ? <p className="my-5 leading-7 text-slate-700">{page.contact.text}</p> : null}
          <p className="flex items-center gap-2 text-slate-700">
            <Mail aria-hidden className="size-5 text-brand-600" />
            <a href={`mailto:${settings.contactEmail}`} className={`${linkClasses} tap-target`}>
              {settings.contactEmail}
            </a>
          </p>
        </section>
      </Container>
    </main>
  )
}
