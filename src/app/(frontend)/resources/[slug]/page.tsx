import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ArticleActions } from '@/components/articles/article-actions'
import { ArticleBody } from '@/components/articles/article-body'
import { DraftRefresh } from '@/components/articles/draft-refresh'
import { readingMinutes } from '@/components/articles/reading-time'
import { BackLink } from '@/components/content/back-link'
import { JsonLd } from '@/components/layout/json-ld'
import { notFoundMetadata } from '@/components/layout/not-found-metadata'
import { Badge } from '@/components/ui/badge'
import { Container } from '@/components/ui/container'
import { ARTICLE_GROUPS } from '@/domains/content'
import { env } from '@/platform/env'
import { formatDate } from '@/platform/text/format-date'
import { getArticle, getArticleDraft, getPreviewUser, getPublishedArticles, type ArticleDetail } from '@/queries/articles'
import { getSiteSettings } from '@/queries/site-settings'

type Props = { params: Promise<{ slug: string }> }

/** Staff in preview mode see the latest draft; everyone else sees the published article. */
async function loadArticle(slug: string): Promise<{ article: ArticleDetail | null; preview: boolean }> {
  const { isEnabled } = await draftMode()
  if (isEnabled) {
    const user = await getPreviewUser()
    if (user) return { article: await getArticleDraft(slug, user), preview: true }
  }
  return { article: await getArticle(slug), preview: false }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [{ article, preview }, settings] = await Promise.all([loadArticle(slug), getSiteSettings()])
  if (!article) return notFoundMetadata
  const title = article.seo?.title || article.title
  const description = article.seo?.description || article.excerpt
  const url = `${env.SERVER_URL}/resources/${slug}`
  const image = article.seo?.image?.url ? [{ url: article.seo.image.url, alt: article.seo.image.alt ?? '' }] : undefined
  return {
    title,
    description,
    alternates: { canonical: url },
    ...(preview ? { robots: { index: false, follow: false } } : {}),
    openGraph: {
      type: 'article',
      url,
      title,
      description,
      siteName: settings.brandName,
      publishedTime: article.publishedAt ?? undefined,
      modifiedTime: article.updatedAt,
      authors: article.author ? [article.author] : undefined,
      section: ARTICLE_GROUPS.find((group) => group.value === article.group)?.label,
      images: image,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  }
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params
  const [{ article, preview }, settings, all] = await Promise.all([loadArticle(slug), getSiteSettings(), getPublishedArticles()])
  if (!article) notFound()

  const group = ARTICLE_GROUPS.find((item) => item.value === article.group)
  const url = `${env.SERVER_URL}/resources/${slug}`
  const related = all.filter((item) => item.slug !== slug).slice(0, 3)

  return (
    <main className="flex-1 bg-white">
      {preview ? <DraftRefresh /> : null}
      {preview ? (
        <div className="bg-amber-100 text-amber-950">
          <Container className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <p>
              <strong>Preview.</strong> You are seeing the latest draft{article._status === 'draft' ? ' (not published yet)' : ''}.
            </p>
            <a href={`/preview/exit?path=${encodeURIComponent(`/resources/${slug}`)}`} className="font-semibold underline">
              Exit preview
            </a>
          </Container>
        </div>
      ) : null}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.seo?.description || article.excerpt,
          datePublished: article.publishedAt ?? article.createdAt,
          dateModified: article.updatedAt,
          author: { '@type': 'Organization', name: article.author || `${settings.brandName} Editorial` },
          publisher: { '@type': 'Organization', name: settings.brandName, url: env.SERVER_URL },
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          url,
          articleSection: group?.label,
          ...(article.seo?.image?.url ? { image: [article.seo.image.url] } : {}),
        }}
      />
      <article>
        <header className="border-b border-line bg-gradient-to-b from-brand-50/70 to-white">
          <Container className="max-w-3xl py-8 sm:py-12">
            <BackLink href="/resources">Back to Resources</BackLink>
            {group ? (
              <p className="mt-6">
                <Badge tone="brand">{group.label}</Badge>
              </p>
            ) : null}
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{article.title}</h1>
            <p className="mt-4 text-lg leading-8 text-slate-600">{article.excerpt}</p>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
              <p className="text-sm text-muted">
                {article.author ? <span className="font-medium text-ink">{article.author}</span> : null}
                {article.publishedAt ? (
                  <>
                    <span aria-hidden> · </span>
                    <time dateTime={article.publishedAt} className="whitespace-nowrap">
                      {formatDate(article.publishedAt)}
                    </time>
                  </>
                ) : null}
                <span aria-hidden> · </span>
                <span className="whitespace-nowrap">{readingMinutes(article.body)} min read</span>
              </p>
              <ArticleActions slug={slug} title={article.title} excerpt={article.excerpt} />
            </div>
          </Container>
        </header>
        <Container className="max-w-3xl py-10 sm:py-14">
          <ArticleBody data={article.body} />
        </Container>
      </article>
      {related.length > 0 ? (
        <aside aria-labelledby="more-resources" className="border-t border-line bg-surface">
          <Container className="max-w-3xl py-10">
            <h2 id="more-resources" className="text-xl font-semibold text-ink">
              More from Resources
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <Link
                    href={`/resources/${item.slug}`}
                    className="group flex h-full flex-col rounded-xl border border-line bg-white p-4 shadow-sm transition hover:border-brand-300"
                  >
                    <span className="text-xs font-medium text-brand-700">
                      {ARTICLE_GROUPS.find((option) => option.value === item.group)?.label}
                    </span>
                    <span className="mt-1.5 flex-1 text-sm leading-6 font-semibold text-ink group-hover:text-brand-700">{item.title}</span>
                    {item.publishedAt ? (
                      <time dateTime={item.publishedAt} className="mt-3 text-xs text-muted">
                        {formatDate(item.publishedAt)}
                      </time>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <BackLink href="/resources">Back to Resources</BackLink>
            </div>
          </Container>
        </aside>
      ) : null}
    </main>
  )
}
