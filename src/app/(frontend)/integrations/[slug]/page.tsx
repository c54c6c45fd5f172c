import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { NoTools } from '@/components/home/no-tools'
import { BreadcrumbJsonLd } from '@/components/layout/breadcrumb-json-ld'
import { notFoundMetadata } from '@/components/layout/not-found-metadata'
import { ToolRowList } from '@/components/tools/tool-row-list'
import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { SpriteIcon } from '@/components/ui/sprite-icon'
import { INTEGRATION_KINDS } from '@/domains/directory'
import { FollowButton } from '@/features/follows/client'
import { httpUrl } from '@/platform/validation/http-url'
import { getIntegrationListing } from '@/queries/integrations'

type Params = Promise<{ slug: string }>

/** Rows shown: the integrations with the most tools list a few dozen. */
const LISTING_SIZE = 96

async function listing(params: Params) {
  const { slug } = await params
  return /^[a-z0-9-]{1,80}$/.test(slug) ? getIntegrationListing(slug, LISTING_SIZE) : null
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await listing(params)
  if (!page) return notFoundMetadata
  const { name, slug } = page.integration
  const title = `AI Tools That Integrate With ${name}`
  const description = `AI recruiting tools that list an integration with ${name}: compare their pricing, compliance facts and features.`
  return { title, description, alternates: { canonical: `/integrations/${slug}` }, openGraph: { title, description, url: `/integrations/${slug}` } }
}

export default async function IntegrationListingPage({ params }: { params: Params }) {
  const page = await listing(params)
  if (!page) notFound()
  const { integration, tools, total } = page
  const kind = INTEGRATION_KINDS.find((option) => option.value === integration.kind)?.label ?? 'Other'
  const website = httpUrl(integration.website)
  return (
    <main className="flex-1">
      <BreadcrumbJsonLd trail={[{ name: integration.name, path: `/integrations/${integration.slug}` }]} />
      <Container className="py-8 sm:py-12">
        <Link href="/" className={buttonClasses('ghost', 'sm', '-ml-3')}>
          <ArrowLeft className="size-4" aria-hidden />
          Back to All Tools
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Tools that integrate with {integration.name}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <Badge tone="brand">{kind}</Badge>
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline max-md:min-h-11">
              {integration.name} website
              <SpriteIcon name="external-link" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
          {total > 0 ? (
            <span>
              {total} {total === 1 ? 'tool' : 'tools'}
            </span>
          ) : null}
        </div>
        <div className="mt-5">
          <FollowButton kind="integration" targetId={integration.id} name={integration.name} />
        </div>
        {tools.length === 0 ? (
          <div className="mt-8">
            <NoTools
              message={`No listed tool publishes an integration with ${integration.name} yet.`}
              action={
                <Link href="/" className={buttonClasses('outline')}>
                  Browse all tools
                </Link>
              }
            />
          </div>
        ) : (
          <ToolRowList tools={tools} />
        )}
      </Container>
    </main>
  )
}
