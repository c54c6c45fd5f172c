import { analyticsCsv, parseAnalyticsRange } from '@/domains/vendors'
import { vendorAnalytics } from '@/queries/vendor-analytics'
import { currentUser } from '@/server/session'

export const dynamic = 'force-dynamic'

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })

/** The analytics page's days as a CSV download: only for the tool's vendor (or staff); reads only. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const days = parseAnalyticsRange(new URL(request.url).searchParams.get('days'))
  const { user } = await currentUser(request.headers)
  if (!user) return plain(401, 'Sign in to download your analytics.')
  const analytics = await vendorAnalytics(user, slug, days)
  if (!analytics) return plain(404, 'No analytics for this tool on your account.')
  const last = analytics.days.at(-1)?.day ?? ''
  return new Response(analyticsCsv(analytics.days), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${analytics.tool.slug}-analytics-${days}d-${last}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
