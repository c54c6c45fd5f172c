'use client'

import { NoAudienceMatch } from './no-audience-match'
import { NoTools } from './no-tools'
import { Pagination } from './pagination'
import { ResultCards } from './result-cards'
import { resultsSummary } from './results-summary'
import type { SearchAnswer } from './search-answer'
import { SearchSuggestion } from './search-suggestion'

/** The results of the words being typed, from the search answer, drawn as the page draws its own. */
export function LiveResults({ answer }: { answer: SearchAnswer }) {
  return (
    <>
      {answer.suggestion ? <SearchSuggestion filters={answer.filters} suggestion={answer.suggestion} /> : null}
      {answer.tools.length > 0 ? (
        <>
          <ResultCards summary={resultsSummary(answer)} cards={answer.tools} />
          <Pagination page={answer.page} pageCount={answer.pageCount} />
        </>
      ) : answer.othersMatch ? (
        // The other audiences' matches, under their headings, follow with the whole page.
        <div className="mt-6">
          <NoAudienceMatch selected={answer.filters.type} q={answer.filters.q} />
        </div>
      ) : (
        <div className="mt-6">
          <NoTools />
        </div>
      )}
    </>
  )
}
