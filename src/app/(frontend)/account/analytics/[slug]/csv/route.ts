import { analyticsCsv } from '@/domains/vendors'

import { analyticsDownload } from '../analytics-download'

export const dynamic = 'force-dynamic'

/** The analytics page's days as a CSV download: only for the tool's vendor (or staff); reads only. */
export const GET = analyticsDownload('analytics', (analytics) => analyticsCsv(analytics.days))
