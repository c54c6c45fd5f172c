import { searchAnswer } from '@/components/home/search-answer'
import { filtersUnderstood, readSearchRequest } from '@/domains/directory'
import { memoryLimit } from '@/platform/rate-limit/memory-limit'
import { rateLimitMessage, SEARCH_ANSWER_LIMIT } from '@/platform/rate-limit/rules'
import { clientIp } from '@/platform/request/client-ip'
import { getIntegrationOptions } from '@/queries/integrations'
import { getToolPage } from '@/queries/tools'

export const dynamic = 'force-dynamic'

const waitBeforeNext = memoryLimit(SEARCH_ANSWER_LIMIT)

/** Refusals are for this request only: never kept by the cache tier or the browser. */
const refused = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * The search answer (src/components/home/search-answer.ts): the home page's results for a filter
 * state, as JSON, read as the page reads them, so the search box can show results per keystroke
 * without rendering the page. The same for everyone: the cache tier keeps it under the home page's
 * cache keys (src/platform/cache/page-cache-keys.ts) until a write purges them.
 */
export async function GET(request: Request) {
  const wait = await waitBeforeNext(clientIp(request.headers))
  if (wait > 0) return refused(429, rateLimitMessage(wait), { 'Retry-After': String(Math.ceil(wait / 1000)) })
  const read = readSearchRequest(new URL(request.url).searchParams)
  if ('problem' in read) return refused(400, `Invalid search: ${read.problem}`)
  // The facts the words name ("greenhouse soc 2 under $100") become facets, as on the page.
  const { filters } = filtersUnderstood(read.filters, await getIntegrationOptions())
  const result = await getToolPage(filters)
  return Response.json(searchAnswer(filters, result), { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } })
}
