import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { BreadcrumbJsonLd } from '@/components/layout/breadcrumb-json-ld'
import { JsonLd } from '@/components/layout/json-ld'
import { notFoundMetadata } from '@/components/layout/not-found-metadata'
import { ToolCompliance } from '@/components/tools/tool-compliance'
import { metaDescription } from '@/components/tools/tool-facts'
import { ToolHero } from '@/components/tools/tool-hero'
import { ToolIntegrations } from '@/components/tools/tool-integrations'
import { ToolPricingFacts } from '@/components/tools/tool-pricing-facts'
import { ToolQuickSummary } from '@/components/tools/tool-quick-summary'
import { ToolSections } from '@/components/tools/tool-sections'
import { ToolSidePanel } from '@/components/tools/tool-side-panel'
import { ViewBeacon } from '@/components/tools/view-beacon'
import { Container } from '@/components/ui/container'
import { resolveLogo } from '@/domains/directory'
import { ratingValueText } from '@/domains/reviews'
import { LogoRequest } from '@/features/admin-tools/client'
import { getToolReviews } from '@/features/reviews'
import { ToolReviews } from '@/features/reviews/client'
import { env } from '@/platform/env'
import { getSimilarTools, getToolBySlug } from '@/queries/tools'
import { readDb } from '@/server/read-db'

type Params = Promise<{ slug: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params
  const tool = await getToolBySlug(slug)
  if (!tool) return notFoundMetadata
  const title = `${tool.name} — ${tool.category?.name ?? 'AI'} Tool Review, Pricing & Features`
  const description = metaDescription(tool.description || tool.toolSummary || `${tool.name} on the AI recruiting tools directory.`)
  // The image is the tool's generated card (./opengraph-image.tsx), which Next adds to both.
  return {
    title,
    description,
    alternates: { canonical: `/tools/${tool.slug}` },
    openGraph: { type: 'article', title, description, url: `/tools/${tool.slug}` },
    twitter: { card: 'summary_large_image', title, description },
  }
}

export default async function ToolPage({ params }: { params: Params }) {
  const { slug } = await params
  const tool = await getToolBySlug(slug)
  if (!tool?.slug) notFound()
  const [similar, reviews] = await Promise.all([
    tool.category ? getSimilarTools({ id: tool.id, categoryId: tool.category.id, toolType: tool.toolType }) : [],
    readDb().then((db) => getToolReviews(db, tool.id)),
  ])
  const siteUrl = env.SERVER_URL
  const pageUrl = `${siteUrl}/tools/${tool.slug}`
  const logo = resolveLogo(tool)

  return (
    <main className="flex-1 bg-surface/60">
      {/* AggregateRating only from published reviews, the figures the page shows; never a fixed rating nobody gave, which search engines treat as a fake review (docs/reviews.md). */}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'SoftwareApplication',
          name: tool.name,
          description: tool.description ?? undefined,
          url: pageUrl,
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Web',
          image: logo?.startsWith('/') ? `${siteUrl}${logo}` : (logo ?? undefined),
          offers: { '@type': 'Offer', price: tool.priceRange === 'free' ? 0 : undefined, priceCurrency: 'USD', description: tool.pricing ?? undefined },
          aggregateRating:
            reviews.summary.count > 0
              ? { '@type': 'AggregateRating', ratingValue: ratingValueText(reviews.summary), reviewCount: reviews.summary.count, bestRating: 5, worstRating: 1 }
              : undefined,
        }}
      />
      <BreadcrumbJsonLd
        trail={[
          ...(tool.category?.slug ? [{ name: tool.category.name, path: `/categories/${tool.toolType}/${tool.category.slug}` }] : []),
          { name: tool.name, path: `/tools/${tool.slug}` },
        ]}
      />
      <ViewBeacon toolId={tool.id} />
      <LogoRequest toolId={tool.id} needed={!tool.localLogoPath && !tool.logoFetchRequestedAt} />
      <Container className="py-4 sm:py-8">
        <Link href="/" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink max-md:min-h-11">
          <ArrowLeft className="size-4" aria-hidden />
          Back to All Tools
        </Link>
        <ToolHero tool={tool} slug={tool.slug} logo={logo} reviews={reviews.summary} />
        {/* Two columns from 768 px: the details panel beside the text rather than after all of it. */}
        <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem] lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <ToolQuickSummary tool={tool} />
            <ToolIntegrations tool={tool} />
            <div className="grid gap-6 lg:grid-cols-2">
              <ToolPricingFacts tool={tool} />
              <ToolCompliance tool={tool} />
            </div>
            <ToolSections tool={tool} />
            <ToolReviews toolId={tool.id} toolName={tool.name} summary={reviews.summary} newest={reviews.newest} helpful={reviews.helpful} />
          </div>
          <ToolSidePanel tool={tool} similar={similar} reviews={reviews.summary} />
        </div>
      </Container>
    </main>
  )
}
