import { describe, expect, it } from 'vitest'

import { facetMatch } from '@/domains/directory/listing/facet-match'
import { facetCountLabel, facetView } from '@/domains/directory/listing/facet-view'
import { activeFilterChips, clearFiltersHref, relaxedStates } from '@/domains/directory/listing/filter-chips'
import { DEFAULT_FILTERS, parseToolFilters, toolFiltersToSearch } from '@/domains/directory/listing/params'

const integrations = [
  { id: 7, name: 'Greenhouse', slug: 'greenhouse' },
  { id: 9, name: 'Lever', slug: 'lever' },
]
const integrationName = (slug: string) => integrations.find((option) => option.slug === slug)?.name
const parse = (search: string) => parseToolFilters(new URLSearchParams(search))

describe('facets in the URL', () => {
  it('reads integrations, compliance and pricing facets, and writes them back in one canonical order', () => {
    const filters = parse('type=everyone&model=PER_SEAT&integration=lever&compliance=iso27001&integration=Greenhouse&compliance=soc2_type2&free_tier=yes&free_trial=YES&max_price=100')
    expect(filters).toMatchObject({
      integrations: ['greenhouse', 'lever'],
      compliance: ['soc2_type2', 'iso27001'],
      freeTier: true,
      freeTrial: true,
      maxPrice: 100,
      model: 'per_seat',
    })
    const search = toolFiltersToSearch(filters)
    expect(search).toBe(
      '?type=everyone&integration=greenhouse&integration=lever&compliance=soc2_type2&compliance=iso27001&free_tier=yes&free_trial=yes&max_price=100&model=per_seat',
    )
    expect(parse(search.slice(1))).toEqual(filters)
  })

  it('ignores bad facet values instead of failing', () => {
    const filters = parse(
      'integration=<script>&integration=&integration=a%20b&compliance=hipaa&compliance=&free_tier=1&free_trial=no&max_price=-5&model=cheap',
    )
    expect(filters).toEqual(DEFAULT_FILTERS)
    expect(parse('max_price=99999999').maxPrice).toBeNull()
    expect(parse('max_price=12.5').maxPrice).toBeNull()
    expect(parse('max_price=0').maxPrice).toBe(0)
    // At most five integrations, deduplicated.
    expect(parse('integration=f&integration=e&integration=d&integration=c&integration=b&integration=a&integration=a').integrations).toEqual(['a', 'b', 'c', 'd', 'e'])
    // The empty values a form without JavaScript sends for "Any" mean no facet.
    expect(parse('max_price=&model=')).toEqual(DEFAULT_FILTERS)
  })

  it('resolves integration slugs to fact keys, listing unknown ones instead of matching them', () => {
    const match = facetMatch(parse('integration=greenhouse&integration=nope&compliance=soc2_type2&free_trial=yes&model=flat&max_price=50'), integrations)
    expect(match).toEqual({ keys: ['integration:7', 'compliance:soc2_type2:yes', 'free-trial'], modelKey: 'model:flat', maxPrice: 50, unknownIntegrations: ['nope'] })
  })
})

describe('facet chips and relaxed states', () => {
  it('shows a removable chip per facet; an unknown integration gets none', () => {
    const filters = parse('type=everyone&integration=greenhouse&integration=nope&compliance=nyc_ll144_audit&free_tier=yes&max_price=100&model=per_hire')
    expect(activeFilterChips(filters, () => undefined, integrationName)).toEqual([
      { label: 'Integrates with Greenhouse', href: '/?type=everyone&integration=nope&compliance=nyc_ll144_audit&free_tier=yes&max_price=100&model=per_hire' },
      { label: 'Bias audit (NYC LL144)', href: '/?type=everyone&integration=greenhouse&integration=nope&free_tier=yes&max_price=100&model=per_hire' },
      { label: 'Free tier', href: '/?type=everyone&integration=greenhouse&integration=nope&compliance=nyc_ll144_audit&max_price=100&model=per_hire' },
      { label: 'Starts ≤ $100/month', href: '/?type=everyone&integration=greenhouse&integration=nope&compliance=nyc_ll144_audit&free_tier=yes&model=per_hire' },
      { label: 'Per hire', href: '/?type=everyone&integration=greenhouse&integration=nope&compliance=nyc_ll144_audit&free_tier=yes&max_price=100' },
    ])
    expect(clearFiltersHref(filters)).toBe('/?type=everyone')
  })

  it('an empty result offers the state without each facet group, then without all filters', () => {
    const states = relaxedStates(parse('type=everyone&integration=lever&compliance=soc2_type2&max_price=0'))
    expect(states.map((state) => [state.label, toolFiltersToSearch(state.filters)])).toEqual([
      ['with any integration', '?type=everyone&compliance=soc2_type2&max_price=0'],
      ['without the compliance filters', '?type=everyone&integration=lever&max_price=0'],
      ['with any pricing facts', '?type=everyone&integration=lever&compliance=soc2_type2'],
      ['with no filters', '?type=everyone'],
    ])
  })
})

describe('facet options', () => {
  it('lists the integrations found in the results (and the chosen ones), most common first, with every fixed option', () => {
    const filters = parse('integration=lever&max_price=75')
    const view = facetView(filters, { keys: { 'integration:7': 3, 'compliance:iso27001:yes': 2, 'model:flat': 1 }, maxPrices: { 0: 1, 75: 4, 100: 5 }, isEstimate: false }, integrations)
    expect(view.integrations).toEqual([
      { value: 'greenhouse', label: 'Greenhouse', count: 3, checked: false },
      { value: 'lever', label: 'Lever', count: 0, checked: true },
    ])
    expect(view.compliance.find((choice) => choice.value === 'iso27001')?.count).toBe(2)
    expect(view.maxPrices.map((choice) => [choice.value, choice.count, choice.checked])).toEqual([
      ['0', 1, false],
      ['50', 0, false],
      ['75', 4, true],
      ['100', 5, false],
      ['250', 0, false],
      ['500', 0, false],
      ['1000', 0, false],
    ])
  })

  it('writes sampled counts as "≈" with two significant digits', () => {
    expect(facetCountLabel(1234, false)).toBe('1,234')
    expect(facetCountLabel(12345, true)).toBe('≈12,000')
    expect(facetCountLabel(42, true)).toBe('≈42')
    expect(facetCountLabel(0, true)).toBe('0')
  })
})
