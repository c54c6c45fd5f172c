import { parseAnalyticsRange, sourcesCsv } from '@/domains/vendors'
import { vendorAnalytics } from '@/queries/vendor-analytics'
import { currentUser } from '@/server/session'

export const dynamic = 'force-dynamic'

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })

/** Premium analytics: where the range's views came from, as a CSV download; only for a Premium tool's owner (or staff); reads only. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const days = parseAnalyticsRange(new URL(request.url).searchParams.get('days'))
  const { user } = await currentUser(request.headers)
  if (!user) return plain(401, 'Sign in to download your analytics.')
  const analytics = await vendorAnalytics(user, slug, days)
  if (!analytics) return plain(404, 'No analytics for this tool on your account.')
  if (!analytics.premium) return plain(403, 'View sources are part of Premium analytics.')
  const last = analytics.days.at(-1)?.day ?? ''
  return new Response(sourcesCsv(analytics.premium.sources), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${analytics.tool.slug}-sources-${days}d-${last}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
