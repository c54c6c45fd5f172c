import { describe, expect, it } from 'vitest'

import { pageWindow } from '@/components/home/pagination'
import { resultsSummary } from '@/components/home/results-summary'
import { isNewTool, isTrending } from '@/domains/directory/listing/badges'
import { changeFilters, DEFAULT_FILTERS, maxPage, parseToolFilters, toolFiltersToSearch } from '@/domains/directory/listing/params'
import { synonymPhrases } from '@/domains/directory/search/synonyms'
import { searchTerms, searchTsQuery } from '@/domains/directory/search/ts-query'
import { NO_VOCABULARY } from '@/domains/directory/search/vocabulary'
import { cardUpvoteLabel, upvoteCountLabel } from '@/features/upvotes/upvote-label'

describe('home filter state in the URL', () => {
  it('falls back to defaults for bad values', () => {
    const filters = parseToolFilters({ page: '-1', size: '1000', type: '<script>', sort: 'x', price: 'cheap', category: '<b>' })
    expect(filters).toEqual(DEFAULT_FILTERS)
    expect(parseToolFilters({ q: 'a'.repeat(5000) }).q).toHaveLength(100)
    expect(parseToolFilters({ page: '99999999' }).page).toBe(maxPage(24))
    expect(parseToolFilters({ page: ['3', '4'] }).page).toBe(3)
  })

  it('reads enumerated values in any case, as the cache tier lower-cases them', () => {
    const filters = parseToolFilters({ type: 'Everyone', sort: 'NEW', price: ' Free ', category: 'Candidate-Sourcing', q: 'ATS Tools' })
    expect(filters).toMatchObject({ type: 'everyone', sort: 'new', price: 'free', category: 'candidate-sourcing', q: 'ATS Tools' })
  })

  it('round-trips a state and leaves defaults out of the URL', () => {
    const state = { ...DEFAULT_FILTERS, q: 'ats', type: 'everyone' as const, category: 'candidate-sourcing', price: 'free' as const, sort: 'new' as const, page: 2, size: 12 }
    const search = toolFiltersToSearch(state)
    expect(search).toBe('?q=ats&type=everyone&category=candidate-sourcing&price=free&sort=new&page=2&size=12')
    expect(parseToolFilters(new URLSearchParams(search))).toEqual(state)
    expect(toolFiltersToSearch(DEFAULT_FILTERS)).toBe('')
  })

  it('resets the page on every change except the page itself', () => {
    const state = { ...DEFAULT_FILTERS, page: 4 }
    expect(changeFilters(state, { sort: 'new' }).page).toBe(1)
    expect(changeFilters(state, { size: 48 }).page).toBe(1)
    expect(changeFilters(state, { page: 5 }).page).toBe(5)
  })

  it('keeps "search the words exactly" only with words, and drops it for new words', () => {
    const exact = parseToolFilters({ q: 'sorcing', exact: 'yes' })
    expect(exact.exact).toBe(true)
    expect(toolFiltersToSearch(exact)).toBe('?q=sorcing&exact=yes')
    expect(parseToolFilters({ exact: 'yes' }).exact).toBe(false)
    expect(changeFilters(exact, { q: 'sourcing' }).exact).toBe(false)
    expect(changeFilters(exact, { sort: 'new' }).exact).toBe(true)
  })
})

describe('display rules', () => {
  it('shows at most 5 page links around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8])
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10])
  })

  it('writes "Showing X-Y of N tools", with "about" only for estimates', () => {
    const tools = Array.from<never>({ length: 12 })
    expect(resultsSummary({ page: 1, size: 12, total: 94, totalIsEstimate: false, tools })).toBe('Showing 1-12 of 94 tools')
    expect(resultsSummary({ page: 2, size: 12, total: 98000, totalIsEstimate: true, tools })).toBe('Showing 13-24 of about 98,000 tools')
    expect(resultsSummary({ page: 1, size: 12, total: 1, totalIsEstimate: false, tools: tools.slice(0, 1) })).toBe('Showing 1-1 of 1 tool')
  })

  it('badges: New within 7 days, trending above 50, upvote labels', () => {
    const now = Date.parse('2026-01-10T00:00:00Z')
    expect(isNewTool('2026-01-05T00:00:00Z', now)).toBe(true)
    expect(isNewTool('2026-01-01T00:00:00Z', now)).toBe(false)
    expect(isNewTool(null, now)).toBe(false)
    expect(isTrending(50)).toBe(false)
    expect(isTrending(50.5)).toBe(true)
    expect(upvoteCountLabel(1)).toBe('1 upvote')
    expect(upvoteCountLabel(0)).toBe('0 upvotes')
  })

  it('shows no count on a card until someone has upvoted', () => {
    expect(cardUpvoteLabel(0)).toBe('')
    expect(cardUpvoteLabel(1)).toBe('1 upvote')
    expect(cardUpvoteLabel(12)).toBe('12 upvotes')
  })

  it('builds prefix tsqueries from words only', () => {
    expect(searchTsQuery("Teal integ'ration & (x)", NO_VOCABULARY)).toBe('teal:* & integ:* & ration:* & x:*')
    expect(searchTsQuery("Teal integ'ration", NO_VOCABULARY, '|')).toBe('teal:* | integ:* | ration:*')
    expect(searchTsQuery('<>!', NO_VOCABULARY)).toBe('')
    // Synonym groups as editors write them (one phrase a line): any phrase of a group, the longest phrase first.
    const synonyms = ['ATS\nApplicant tracking', 'sourcing\n talent   search ', 'LL144\nLL 144\nlocal law 144\nbias audit\n\nbias audit'].map(synonymPhrases)
    const vocabulary = { synonyms, corrections: new Map() }
    expect(searchTsQuery('ATS for startups', vocabulary)).toBe('((ats:*) | (applicant:* & tracking:*)) & for:* & startups:*')
    expect(searchTsQuery('talent search', vocabulary)).toBe('((sourcing:*) | (talent:* & search:*))')
    expect(searchTsQuery('local law 144 audit', vocabulary)).toBe(
      '((ll144:*) | (ll:* & 144:*) | (local:* & law:* & 144:*) | (bias:* & audit:*)) & audit:*',
    )
  })

  it("matches an unknown word's corrections beside the word as typed, the fewest typos first", () => {
    const corrections = new Map([['sorcing', [{ word: 'sourcing', typos: 1 }, { word: 'scoring', typos: 2 }]]])
    const vocabulary = { synonyms: [synonymPhrases('ATS\nApplicant tracking')], corrections }
    expect(searchTsQuery('ats sorcing', vocabulary)).toBe('((ats:*) | (applicant:* & tracking:*)) & ((sorcing:*) | (sourcing:*) | (scoring:*))')
    expect(searchTerms('ats sorcing', vocabulary)).toEqual([
      { phrases: [{ words: ['ats'], typos: 0 }, { words: ['applicant', 'tracking'], typos: 0 }], words: 1 },
      { phrases: [{ words: ['sorcing'], typos: 0 }, { words: ['sourcing'], typos: 1 }, { words: ['scoring'], typos: 2 }], words: 1 },
    ])
  })
})
