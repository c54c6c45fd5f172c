import { parseAnalyticsRange } from '@/domains/vendors'
import { vendorAnalytics } from '@/queries/vendor-analytics'
import { currentUser } from '@/server/session'

type Analytics = NonNullable<Awaited<ReturnType<typeof vendorAnalytics>>>

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })

/**
 * A CSV download of the analytics page (`?days=` as on the page): signed in, the tool's vendor or
 * staff, else 401/404 with a message. `csv` makes the file from the page's figures, or returns a
 * plain-text refusal (a Premium-only file for a Basic tool). The file is named
 * `{slug}-{name}-{days}d-{last day}.csv`. Reads only.
 */
export function analyticsDownload(name: string, csv: (analytics: Analytics) => string | { refused: string }) {
  return async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
    const { slug } = await params
    const days = parseAnalyticsRange(new URL(request.url).searchParams.get('days'))
    const { user } = await currentUser(request.headers)
    if (!user) return plain(401, 'Sign in to download your analytics.')
    const analytics = await vendorAnalytics(user, slug, days)
    if (!analytics) return plain(404, 'No analytics for this tool on your account.')
    const file = csv(analytics)
    if (typeof file !== 'string') return plain(403, file.refused)
    const last = analytics.days.at(-1)?.day ?? ''
    return new Response(file, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${analytics.tool.slug}-${name}-${days}d-${last}.csv"`,
        'cache-control': 'private, no-store',
      },
    })
  }
}
