'use client'

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
      ) : (
        <div className="mt-6">
          <NoTools />
        </div>
      )}
    </>
  )
}
