import { ArrowRight, Rss } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { SavedArticles } from '@/components/articles/saved-articles'
import { Container } from '@/components/ui/container'
import { ARTICLE_GROUPS, groupDescriptionKey } from '@/domains/content'
import { env } from '@/platform/env'
import { formatDate } from '@/platform/text/format-date'
import { getPublishedArticles } from '@/queries/articles'
import { getPage } from '@/queries/pages'
import { getSiteSettings } from '@/queries/site-settings'

export async function generateMetadata(): Promise<Metadata> {
  const [hub, settings] = await Promise.all([getPage('resources-hub'), getSiteSettings()])
  return {
    title: hub.title,
    description: hub.intro,
    alternates: {
      canonical: `${env.SERVER_URL}/resources`,
      types: { 'application/rss+xml': [{ url: '/resources/rss.xml', title: `${settings.brandName} Resources` }] },
    },
    openGraph: { type: 'website', title: `${hub.title} | ${settings.brandName}`, description: hub.intro, url: `${env.SERVER_URL}/resources` },
  }
}

export default async function ResourcesPage() {
  const [hub, articles] = await Promise.all([getPage('resources-hub'), getPublishedArticles()])

  return (
    <main className="flex-1">
      <header className="border-b border-line bg-gradient-to-b from-brand-50/70 to-white">
        <Container className="max-w-5xl py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{hub.title}</h1>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-600">{hub.intro}</p>
          <a href="/resources/rss.xml" className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 max-md:min-h-11">
            <Rss aria-hidden className="size-4" />
            Subscribe via RSS
          </a>
        </Container>
      </header>
      <Container className="max-w-5xl space-y-14 py-10 sm:py-14">
        <SavedArticles />
        {ARTICLE_GROUPS.map((group) => {
          const entries = articles.filter((article) => article.group === group.value)
          // A group without a published article is left out rather than shown as a promise.
          if (entries.length === 0) return null
          const description = hub.groupDescriptions?.[groupDescriptionKey(group.value)]
          const headingId = `group-${group.value}`
          return (
            <section key={group.value} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
                {group.label}
              </h2>
              {description ? <p className="mt-1.5 text-slate-600">{description}</p> : null}
              <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {entries.map((article) => (
                  <li key={article.id}>
                    <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md">
                      <h3 className="text-lg leading-snug font-semibold text-ink group-hover:text-brand-700">
                        <Link href={`/resources/${article.slug}`} className="after:absolute after:inset-0 after:rounded-2xl">
                          {article.title}
                        </Link>
                      </h3>
                      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{article.excerpt}</p>
                      <p className="mt-4 flex items-center justify-between text-sm">
                        <time dateTime={article.publishedAt ?? undefined} className="text-muted">
                          {formatDate(article.publishedAt)}
                        </time>
                        <span aria-hidden className="inline-flex items-center gap-1 font-medium text-brand-700">
                          Read article <ArrowRight className="size-4 transition group-hover:translate-x-0.5" />
                        </span>
                      </p>
                    </article>
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </Container>
    </main>
  )
}
