import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { toolCountLabel } from '@/components/categories/tool-count-label'
import { NoTools } from '@/components/home/no-tools'
import { BreadcrumbJsonLd } from '@/components/layout/breadcrumb-json-ld'
import { notFoundMetadata } from '@/components/layout/not-found-metadata'
import { ToolRowList } from '@/components/tools/tool-row-list'
import { buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { categoryRowForSlug, DEFAULT_FILTERS, TOOL_TYPES, type ToolFilters, toolFiltersToSearch } from '@/domains/directory'
import { FollowButton } from '@/features/follows/client'
import { titleFromSlug } from '@/platform/text/slugify'
import { getCategoryCatalog } from '@/queries/categories'
import { getToolPage } from '@/queries/tools'

type Params = Promise<{ type: string; category: string }>

/** Rows shown here; the home page pages through the rest of the category. */
const LISTING_SIZE = 48

/**
 * The listing's audience and category, named as editors wrote the category ("HR Automation", not
 * the slug's words); a tag no category row names reads as its words.
 */
async function resolve(params: Params) {
  const { type, category } = await params
  const option = TOOL_TYPES.find((entry) => entry.value === type)
  const slug = category.toLowerCase()
  if (!option || !/^[a-z0-9_-]{1,80}$/.test(slug)) return null
  const row = categoryRowForSlug(slug, await getCategoryCatalog())
  const name = row?.name ?? titleFromSlug(slug)
  return { option, slug, row, name, title: `${name} Tools ${option.titleSuffix}` }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await resolve(params)
  if (!page) return notFoundMetadata
  const description = `Compare the best ${page.name} AI tools ${page.option.titleSuffix.toLowerCase()}: features, pricing and reviews.`
  const url = `/categories/${page.option.value}/${page.slug}`
  return { title: page.title, description, alternates: { canonical: url }, openGraph: { title: page.title, description, url } }
}

export default async function CategoryListingPage({ params }: { params: Params }) {
  const page = await resolve(params)
  if (!page) notFound()
  const filters: ToolFilters = { ...DEFAULT_FILTERS, type: page.option.value, category: page.slug, size: LISTING_SIZE }
  const result = await getToolPage(filters)
  // A slug that names no category and tags no tool is an address that does not exist, not an empty category.
  if (!page.row && result.total === 0) notFound()
  const backHref = page.option.value === DEFAULT_FILTERS.type ? '/categories' : `/categories?type=${page.option.value}`
  return (
    <main className="flex-1">
      <BreadcrumbJsonLd
        trail={[
          { name: 'Categories', path: '/categories' },
          { name: page.name, path: `/categories/${page.option.value}/${page.slug}` },
        ]}
      />
      <Container className="py-8 sm:py-12">
        <Link href={backHref} className={buttonClasses('ghost', 'sm', '-ml-3')}>
          <ArrowLeft className="size-4" aria-hidden />
          Back to Categories
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{page.title}</h1>
        {/* A listing of a tag that no category row names has nothing to follow. */}
        {page.row ? (
          <div className="mt-4">
            <FollowButton kind="category" targetId={page.row.id} name={page.row.name} />
          </div>
        ) : null}
        {result.tools.length === 0 ? (
          <div className="mt-8">
            <NoTools message="There are no tools in this category yet." action={<Link href={backHref} className={buttonClasses('outline')}>Browse other categories</Link>} />
          </div>
        ) : (
          <>
            <p className="mt-2 text-muted">{toolCountLabel(result.total, result.totalIsEstimate)}</p>
            <ToolRowList tools={result.tools} />
            {result.total > result.tools.length ? (
              <div className="mt-8 text-center">
                <Link href={`/${toolFiltersToSearch({ ...filters, size: DEFAULT_FILTERS.size })}`} className={buttonClasses('outline')}>
                  See all {page.name} tools
                </Link>
              </div>
            ) : null}
          </>
        )}
      </Container>
    </main>
  )
}
