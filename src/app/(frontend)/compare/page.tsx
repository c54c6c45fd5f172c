import type { Metadata } from 'next'
import Link from 'next/link'

import { CompareTable } from '@/components/compare/compare-table'
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
  return (
    <main className="flex-1">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Compare Tools</h1>
        <p className="mt-2 text-muted">Pricing, integrations, compliance and features side by side; rows that differ are marked. Share this page&apos;s link to share the comparison.</p>
        <div className="mt-8">
          {tools.length >= 2 ? (
            <CompareTable tools={tools} />
          ) : (
            <div className="rounded-2xl border border-dashed border-line bg-surface p-10 text-center">
              <h2 className="text-lg font-semibold text-ink">Pick at least 2 tools to compare</h2>
              <p className="mt-1 text-sm text-muted">Use the Compare button on tool cards or tool pages to add up to {MAX_COMPARED} tools.</p>
              <Link href="/" className={buttonClasses('primary', 'md', 'mt-5')}>
                Browse tools
              </Link>
            </div>
          )}
        </div>
      </Container>
    </main>
  )
}
