import { NoTools } from '@/components/home/no-tools'
import { NoscriptTools } from '@/components/home/noscript-tools'
import { Pagination } from '@/components/home/pagination'
import { resultsSummary } from '@/components/home/results-summary'
import { ToolCard } from '@/components/tools/tool-card'
import { toolCardView } from '@/components/tools/tool-card-view'
import type { ToolPage } from '@/domains/directory'

/** The home page's results for one filter state: the cards and pagination, or the empty state. */
export function HomeResults({ result }: { result: ToolPage }) {
  return (
    <>
      {result.tools.length > 0 ? (
        <>
          {/* A heading, so the cards' h3 names follow the hero's h1 in order. */}
          <h2 className="mb-4 mt-6 text-sm font-normal text-muted" data-testid="results-summary">
            {resultsSummary(result)}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Tools">
            {result.tools.map((tool, index) => (
              <li key={tool.id}>
                <ToolCard card={toolCardView(tool)} eager={index < 4} />
              </li>
            ))}
          </ul>
          <Pagination page={result.page} pageCount={result.pageCount} />
        </>
      ) : (
        <div className="mt-6">
          <NoTools />
        </div>
      )}
      <NoscriptTools tools={result.tools.slice(0, 5)} />
    </>
  )
}
