import type { MonthlyReport } from '@/domains/vendors/analytics/monthly-report'
import { sourceLabel } from '@/domains/vendors/analytics/source-groups'
import { type MailContent, renderMail } from '@/platform/mail/layout'
import { formatCount } from '@/platform/text/format-count'

const rate = (clicks: number, views: number) => (views > 0 ? `${((clicks / views) * 100).toFixed(1)}%` : '—')

function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'new this month'
  const percent = Math.round(((current - previous) / previous) * 100)
  return percent === 0 ? 'no change' : `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`
}

/** A Premium tool's monthly report: the month's figures against the month before, its top sources and its rank. */
export function monthlyReportEmail(input: { toolName: string; analyticsUrl: string; report: MonthlyReport }): MailContent {
  const { month, before, totals, previous, topSources, rank } = input.report
  const line = (label: string, current: number, earlier: number) => `${label}: ${formatCount(current)} (${formatCount(earlier)} in ${before.name}, ${change(current, earlier)})`
  const paragraphs = [
    `Here is how ${input.toolName} did on HireStack in ${month.name}.`,
    line('Views', totals.views, previous.views),
    line('Outbound clicks', totals.clicks, previous.clicks),
    `Click-through rate: ${rate(totals.clicks, totals.views)} (${rate(previous.clicks, previous.views)} in ${before.name})`,
    line('Upvotes', totals.upvotes, previous.upvotes),
    topSources.length > 0
      ? `Top sources of views: ${topSources.map((source) => `${sourceLabel(source)} (${formatCount(source.views)})`).join('; ')}.`
      : 'No views with a known source this month.',
    rank
      ? `Rank in its category: #${rank.start} at the start of the month, #${rank.end} at the end.`
      : 'Rank in its category: not recorded this month.',
  ]
  return renderMail({
    subject: `${input.toolName} on HireStack: your ${month.name} report`,
    preheader: `${formatCount(totals.views)} views and ${formatCount(totals.clicks)} clicks in ${month.name}.`,
    heading: `Your ${month.name} report`,
    paragraphs,
    action: { label: 'Open your analytics', url: input.analyticsUrl },
    footnote: 'You get this report once a month while your tool has a Premium featured placement. Views and clicks are counted once per visitor and day; days are UTC.',
  })
}
