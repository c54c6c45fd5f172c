import { toolFiltersToSearch, type ToolFilters } from '../listing/params'

/** Where the search answer of a filter state is fetched (a route handler; the cache tier keeps it). */
const SEARCH_ANSWER_PATH = '/search'

/**
 * The one address of a filter state's search answer: the search words lower-cased with their spaces
 * collapsed (the search ignores both), the rest as the page's canonical query string, so every
 * keystroke that means the same state shares one entry in the cache tier, which sorts the
 * parameters and applies the same rule to addresses sent by anyone else.
 */
export function searchAnswerAddress(filters: ToolFilters): string {
  return `${SEARCH_ANSWER_PATH}${toolFiltersToSearch({ ...filters, q: answeredQuery(filters.q), page: 1 })}`
}

/** The search words as the search answer reads them: lower-case, single spaces, trimmed. */
export function answeredQuery(q: string): string {
  return q.replace(/\s+/g, ' ').trim().toLowerCase()
}
