import type { Metadata } from 'next'
import Link from 'next/link'

import { CompareRemoveLink } from '@/components/compare/compare-remove-link'
import { CompareTable } from '@/components/compare/compare-table'
import { CompareView } from '@/components/compare/compare-view'
import { buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { MAX_COMPARED, parseComparedSlugs } from '@/domains/directory'
import { reviewSummariesOf } from '@/domains/reviews'
import { getToolsBySlugs } from '@/queries/tools'
import { readDb } from '@/server/read-db'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const tools = await getToolsBySlugs(parseComparedSlugs((await searchParams).tools))
  const title = tools.length >= 2 ? `Compare ${tools.map((tool) => tool.name).join(' vs ')}` : 'Compare AI Tools'
  return { title, description: 'Compare AI recruiting tools side by side: pricing, integrations, compliance facts, features and benefits.', robots: { index: false, follow: true } }
}

export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  const found = await getToolsBySlugs(parseComparedSlugs((await searchParams).tools))
  const reviews = await reviewSummariesOf(await readDb(), found.map((tool) => tool.id))
  const tools = found.map((tool) => ({ ...tool, reviews: reviews.get(tool.id)! }))
  const compared = tools.map((tool) => ({ slug: tool.slug ?? '', name: tool.name }))
  return (
    <main className="flex-1">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Compare Tools</h1>
        <p className="mt-2 text-muted">Pricing, integrations, compliance and features side by side; rows that differ are marked. Share this page&apos;s link to share the comparison.</p>
        <div className="mt-8">
          <CompareView compared={compared}>
            {tools.length >= 2 ? (
              <CompareTable tools={tools} compared={compared} />
            ) : (
              <div className="rounded-2xl border border-dashed border-line bg-surface p-6 text-center sm:p-10">
                <h2 className="text-lg font-semibold text-ink">Pick at least 2 tools to compare</h2>
                <p className="mt-1 text-sm text-muted">
                  Add them above, or use the Compare button on tool cards and tool pages; up to {MAX_COMPARED} tools side by side.
                </p>
                {compared.length > 0 ? (
                  <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Picked tools">
                    {compared.map((item) => (
                      <li key={item.slug} className="inline-flex items-center gap-1 rounded-full bg-white py-0.5 pl-3 text-sm font-medium text-ink ring-1 ring-line">
                        {item.name}
                        <CompareRemoveLink compared={compared} slug={item.slug} name={item.name} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Link href="/" className={buttonClasses('primary', 'md', 'mt-5')}>
                  Browse tools
                </Link>
              </div>
            )}
          </CompareView>
        </div>
      </Container>
    </main>
  )
}
