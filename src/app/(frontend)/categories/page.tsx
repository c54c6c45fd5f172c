import { ArrowRight } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { CategoryIcon } from '@/components/categories/category-icon'
import { toolCountLabel } from '@/components/categories/tool-count-label'
import { AudienceSwitch } from '@/components/filters/audience-switch'
import { Container } from '@/components/ui/container'
import { TOOL_TYPES, type ToolTypeValue } from '@/domains/directory'
import { clampAtWord } from '@/platform/text/clamp-at-word'
import { getCountedCategories } from '@/queries/categories'

/** Every seeded description fits whole; a longer one ends at a word rather than mid-word (CSS line-clamp). */
const DESCRIPTION_MAX = 200

type SearchParams = Promise<Record<string, string | string[] | undefined>>

function parseType(value: string | string[] | undefined): ToolTypeValue {
  const raw = Array.isArray(value) ? value[0] : value
  return TOOL_TYPES.find((option) => option.value === raw)?.value ?? 'recruiter'
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const type = parseType((await searchParams).type)
  const description = 'Browse AI recruiting and job search tools by category: sourcing, screening, interviewing, resume building and more.'
  return {
    title: 'AI Tool Categories',
    description,
    alternates: { canonical: type === 'recruiter' ? '/categories' : `/categories?type=${type}` },
    openGraph: { title: 'AI Tool Categories', description, url: '/categories' },
  }
}

export default async function CategoriesPage({ searchParams }: { searchParams: SearchParams }) {
  const type = parseType((await searchParams).type)
  const categories = await getCountedCategories(type)
  return (
    <main className="flex-1">
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-12 text-center sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Browse by Category</h1>
          <p className="mx-auto mt-3 max-w-2xl text-muted">Find AI tools grouped by what they help you do.</p>
          <AudienceSwitch
            className="mx-auto mt-8 max-w-md"
            current={type}
            hrefFor={(option) => (option === 'recruiter' ? '/categories' : `/categories?type=${option}`)}
          />
        </Container>
      </section>
      <Container className="py-10 sm:py-14">
        {categories.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-surface p-10 text-center text-muted">
            No categories found. Please try another section.
          </p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  href={`/categories/${type}/${category.slug}`}
                  className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
                >
                  <div className="flex items-start gap-4">
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                      <CategoryIcon slug={category.slug} className="size-5" />
                    </span>
                    <div className="min-w-0">
                      <h2 className="text-lg font-semibold leading-snug text-ink group-hover:text-brand-700">{category.name}</h2>
                      <p className="mt-0.5 text-sm font-medium text-muted" data-testid="category-tool-count">
                        {toolCountLabel(category.toolCount, category.toolCountIsEstimate)}
                      </p>
                    </div>
                  </div>
                  {category.description ? <p className="mt-4 text-sm leading-relaxed text-muted">{clampAtWord(category.description, DESCRIPTION_MAX)}</p> : null}
                  <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-brand-700">
                    View tools
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </main>
  )
}
