import { Download } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'

import { AccountSubpageHeading } from '@/components/account/account-subpage-heading'
import { DailyChart } from '@/components/analytics/daily-chart'
import { DailyTable } from '@/components/analytics/daily-table'
import { formatCount, formatRate } from '@/components/analytics/metric-format'
import { PremiumNote } from '@/components/analytics/premium-note'
import { RangeSwitch } from '@/components/analytics/range-switch'
import { RankChart } from '@/components/analytics/rank-chart'
import { StatTiles } from '@/components/analytics/stat-tiles'
import { ViewSources } from '@/components/analytics/view-sources'
import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { authUrlFor } from '@/domains/accounts'
import { parseAnalyticsRange } from '@/domains/vendors'
import { CaseStudyForm } from '@/features/case-studies/client'
import { vendorAnalytics } from '@/queries/vendor-analytics'
import { currentUser } from '@/server/session'

export const metadata: Metadata = { title: 'Analytics', robots: { index: false } }

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * A vendor's analytics for one tool they own: totals against the period before, a daily chart, the
 * figures and a CSV. Premium (or staff) adds where the views came from, the category rank per day
 * and the case study request; Basic gets a note of what Premium adds.
 */
export default async function ToolAnalyticsPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams])
  const days = parseAnalyticsRange(query.days)
  const path = `/account/analytics/${encodeURIComponent(slug)}`
  const { user } = await currentUser()
  if (!user) redirect(authUrlFor(`${path}?days=${days}`))
  const analytics = await vendorAnalytics(user, slug, days)
  if (!analytics) notFound()
  const { tool, totals, compared, premium } = analytics

  return (
    <main className="flex-1 bg-surface py-10 sm:py-14">
      <Container className="max-w-5xl space-y-6">
        <AccountSubpageHeading title={`${tool.name} analytics`}>
          Views and outbound clicks are counted once per visitor and day; robots are not counted. Days are UTC.{' '}
          <Link href={`/tools/${tool.slug}`} className="font-medium text-brand-700 hover:underline">
            View listing
          </Link>
        </AccountSubpageHeading>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <RangeSwitch path={path} days={days} />
          <div className="flex flex-wrap gap-2">
            <ButtonLink href={`${path}/csv?days=${days}`} variant="outline" size="sm" download>
              <Download aria-hidden className="size-4" /> Download CSV
            </ButtonLink>
            {premium ? (
              <ButtonLink href={`${path}/sources-csv?days=${days}`} variant="outline" size="sm" download>
                <Download aria-hidden className="size-4" /> Sources CSV
              </ButtonLink>
            ) : null}
          </div>
        </div>
        <StatTiles
          days={days}
          tiles={[
            { label: 'Views', value: formatCount(totals.views), compared: compared.views },
            { label: 'Outbound clicks', value: formatCount(totals.clicks), compared: compared.clicks },
            { label: 'Click-through rate', value: formatRate(totals.clickThroughRate), compared: compared.clickThroughRate },
            { label: 'Upvotes', value: formatCount(totals.upvotes), compared: compared.upvotes },
          ]}
        />
        <Card className="p-4 sm:p-6">
          <h2 className="mb-4 text-base font-semibold text-ink">Per day, last {days} days</h2>
          <DailyChart days={analytics.days} />
        </Card>
        <DailyTable days={analytics.days} />
        {premium ? (
          <>
            <ViewSources sources={premium.sources} days={days} />
            <Card className="p-4 sm:p-6">
              <h2 className="text-base font-semibold text-ink">Rank in its category, last {days} days</h2>
              <p className="mb-4 mt-1 text-sm text-muted">Recorded once a day by the hourly ranking; 1 is the top of the category.</p>
              <RankChart ranks={premium.ranks} />
            </Card>
            {premium.caseStudy ? (
              <Card className="p-4 sm:p-6">
                <h2 className="text-base font-semibold text-ink">Featured case study</h2>
                {premium.caseStudy.open ? (
                  <p className="mt-2 text-sm text-muted" role="status">
                    Your request from {new Date(premium.caseStudy.open.createdAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} is{' '}
                    {premium.caseStudy.open.status === 'new' ? 'waiting for an editor' : 'in progress'}. You can send a new one when it is done.
                  </p>
                ) : (
                  <>
                    <p className="mb-4 mt-1 text-sm text-muted">Premium includes one featured case study: tell our editors which customer story to tell.</p>
                    <CaseStudyForm toolSlug={tool.slug} defaultEmail={user.email} defaultName={user.name ?? ''} />
                  </>
                )}
              </Card>
            ) : null}
          </>
        ) : (
          <PremiumNote toolName={tool.name} />
        )}
      </Container>
    </main>
  )
}
