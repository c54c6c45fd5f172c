import { sourcesCsv } from '@/domains/vendors'

import { analyticsDownload } from '../analytics-download'

export const dynamic = 'force-dynamic'

/** Premium analytics: where the range's views came from, as a CSV download; only for a Premium tool's owner (or staff); reads only. */
export const GET = analyticsDownload('sources', (analytics) =>
  analytics.premium ? sourcesCsv(analytics.premium.sources) : { refused: 'View sources are part of Premium analytics.' },
)
