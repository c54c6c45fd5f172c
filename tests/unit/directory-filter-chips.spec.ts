import { describe, expect, it } from 'vitest'

import { activeFilterChips, clearFiltersHref, relaxedStates } from '@/domains/directory/listing/filter-chips'
import { changeFilters, DEFAULT_FILTERS, parseToolFilters, sortsFor, toolFiltersToSearch } from '@/domains/directory/listing/params'

const names: Record<string, string> = { 'candidate-sourcing': 'Candidate Sourcing' }
const chipsOf = (search: string) => activeFilterChips(parseToolFilters(new URLSearchParams(search)), (slug) => names[slug])

describe('active filter chips', () => {
  it('shows the default audience as a chip whose removal shows every type', () => {
    expect(chipsOf('')).toEqual([{ label: 'For Recruiters', href: '/?type=everyone' }])
    expect(chipsOf('type=everyone')).toEqual([])
  })

  it('names each filter and links to the same listing without it, page back to 1, sort and size kept', () => {
    const chips = chipsOf('q=teal&type=job_seeker&category=candidate-sourcing&price=free&sort=name&page=3&size=12')
    expect(chips).toEqual([
      { label: 'Search: “teal”', href: '/?type=job_seeker&category=candidate-sourcing&price=free&sort=name&size=12' },
      { label: 'For Job Seekers', href: '/?q=teal&type=everyone&category=candidate-sourcing&price=free&sort=name&size=12' },
      { label: 'Candidate Sourcing', href: '/?q=teal&type=job_seeker&price=free&sort=name&size=12' },
      { label: 'Free Only', href: '/?q=teal&type=job_seeker&category=candidate-sourcing&sort=name&size=12' },
    ])
    expect(clearFiltersHref(parseToolFilters(new URLSearchParams('q=teal&category=candidate-sourcing&sort=name&page=3')))).toBe(
      '/?sort=name',
    )
    expect(clearFiltersHref(parseToolFilters(new URLSearchParams('q=teal&type=job_seeker&price=free')))).toBe('/?type=job_seeker')
  })

  it('reads an unknown category slug as its words', () => {
    expect(chipsOf('category=ai-note-takers&type=everyone')).toEqual([{ label: 'Ai Note Takers', href: '/?type=everyone' }])
  })

  it('removing the search words drops Relevance, which ranks them', () => {
    expect(chipsOf('q=teal&sort=relevance&type=everyone')).toEqual([{ label: 'Search: “teal”', href: '/?type=everyone' }])
  })
})

describe('sorts', () => {
  it('offers Relevance only with search words, A–Z always', () => {
    expect(sortsFor('').map((sort) => sort.label)).toEqual(['Trending', 'Newest', 'Most Popular', 'A–Z'])
    expect(sortsFor('ats').map((sort) => sort.label)).toEqual(['Trending', 'Newest', 'Most Popular', 'Relevance', 'A–Z'])
  })

  it('falls back to the default sort for an unknown value or Relevance without search words', () => {
    expect(parseToolFilters({ sort: 'cheapest' }).sort).toBe('trending')
    expect(parseToolFilters({ sort: 'relevance' }).sort).toBe('trending')
    expect(parseToolFilters({ sort: 'Relevance', q: 'ats' }).sort).toBe('relevance')
    expect(parseToolFilters({ sort: 'NAME' }).sort).toBe('name')
    expect(changeFilters({ ...DEFAULT_FILTERS, q: 'ats', sort: 'relevance' }, { q: '' }).sort).toBe('trending')
    expect(toolFiltersToSearch(parseToolFilters({ sort: 'relevance', type: 'everyone' }))).toBe('?type=everyone')
  })
})

describe('an empty result relaxes one filter at a time, then all', () => {
  it('names where the matches are', () => {
    const states = relaxedStates(parseToolFilters({ q: 'teal', category: 'candidate-sourcing', price: 'paid' }))
    expect(states.map((state) => [state.label, toolFiltersToSearch(state.filters)])).toEqual([
      ['in For Everyone', '?q=teal&type=everyone&category=candidate-sourcing&price=paid'],
      ['in all categories', '?q=teal&price=paid'],
      ['at any price', '?q=teal&category=candidate-sourcing'],
      ['with only the search', '?q=teal&type=everyone'],
    ])
    expect(relaxedStates(parseToolFilters({ type: 'everyone', q: 'x' }))).toEqual([])
    expect(relaxedStates(parseToolFilters({ q: 'chatgpt' })).map((state) => state.label)).toEqual(['in For Everyone'])
  })
})
