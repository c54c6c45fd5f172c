import type { Metadata } from 'next'
import Link from 'next/link'

import { linkClasses } from '@/components/content/link-classes'
import { PageHeader } from '@/components/content/page-header'
import { Container } from '@/components/ui/container'
import { ReportForm } from '@/features/tool-reports/client'
import { isSlug } from '@/platform/validation/slug'
import { getToolSummary } from '@/queries/articles'

type Props = { searchParams: Promise<{ tool?: string | string[] }> }

export const metadata: Metadata = {
  title: 'Report a Tool',
  description: 'Tell us about a broken link, misleading information, a wrong category or outdated pricing.',
  robots: { index: false },
}

export default async function ReportPage({ searchParams }: Props) {
  const { tool: toolParam } = await searchParams
  const slug = typeof toolParam === 'string' ? toolParam.trim().toLowerCase() : ''
  const tool = slug && isSlug(slug) ? await getToolSummary(slug) : null

  return (
    <main className="flex-1">
      <PageHeader title="Report a Tool">
        <p className="mt-3 text-lg leading-8 text-slate-600">
          {tool ? (
            <>
              Something wrong with{' '}
              <Link href={`/tools/${tool.slug}`} className={linkClasses}>
                {tool.name}
              </Link>
              ? Tell us and we will check it.
            </>
          ) : (
            'Found a broken link, misleading information, the wrong category or outdated pricing? Tell us and we will check it.'
          )}
        </p>
      </PageHeader>
      <Container className="max-w-3xl py-10 sm:py-14">
        {slug && !tool ? (
          <p role="status" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            We could not find a tool at “{slug.slice(0, 120)}”. Please name the tool in the details below.
          </p>
        ) : null}
        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
          <ReportForm tool={tool ? { slug: tool.slug, name: tool.name } : null} />
        </div>
        <p className="mt-6 text-sm text-muted">
          Every report is read by a person. Learn how we assess tools on our{' '}
          <Link href="/review-process" className={linkClasses}>
            review process
          </Link>{' '}
          page.
        </p>
      </Container>
    </main>
  )
}
