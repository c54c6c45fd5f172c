import { describe, expect, it } from 'vitest'

import { toolFiltersToSearch, parseToolFilters } from '@/domains/directory/listing/params'
import { explainQuery, filtersUnderstood, understandQuery } from '@/domains/directory/search/query-parser'

const integrations = [
  { name: 'Greenhouse', slug: 'greenhouse' },
  { name: 'Lever', slug: 'lever' },
  { name: 'Google Calendar', slug: 'google-calendar' },
  { name: 'SAP SuccessFactors', slug: 'sap-successfactors' },
]

describe('the query parser: facts in the search words become facets', () => {
  it('reads "greenhouse soc 2 under $100" as the Greenhouse, SOC 2 and max-price facets, nothing left to search', () => {
    const understood = understandQuery('greenhouse soc 2 under $100', integrations)
    expect(understood).toEqual({
      integrations: [{ name: 'Greenhouse', slug: 'greenhouse' }],
      compliance: ['soc2_type2'],
      maxPrice: 100,
      freeTier: false,
      freeTrial: false,
      model: '',
      type: null,
      rest: '',
    })
    expect(explainQuery(understood)).toBe('Showing tools that integrate with Greenhouse, have SOC 2, start under $100/month')
  })

  it('searches the words no rule claims, and drops connecting words around facts', () => {
    const understood = understandQuery('AI interview tools that integrate with Google Calendar and Lever, ISO 27001 certified', integrations)
    expect(understood.integrations.map((integration) => integration.slug)).toEqual(['google-calendar', 'lever'])
    expect(understood.compliance).toEqual(['iso27001'])
    expect(understood.rest).toBe('ai interview')
    expect(explainQuery(understood)).toBe('Showing tools that integrate with Google Calendar and Lever, have ISO 27001, match “ai interview”')
  })

  it('knows compliance terms, prices, pricing facts, models and tool types in their common spellings', () => {
    const read = (q: string) => understandQuery(q, integrations)
    expect(read('SOC2 Type II gdpr').compliance).toEqual(['soc2_type2', 'gdpr_dpa'])
    expect(read('nyc ll144 bias audit').compliance).toEqual(['nyc_ll144_audit'])
    expect(read('local law 144').compliance).toEqual(['nyc_ll144_audit'])
    expect(read('EU AI Act screening')).toMatchObject({ compliance: ['eu_ai_act'], rest: 'screening' })
    expect(read('sourcing < 50').maxPrice).toBe(50)
    expect(read('sourcing below $1,500 per month').maxPrice).toBe(1500)
    expect(read('$200/month or less').maxPrice).toBe(200)
    expect(read('under $100 and up to $80').maxPrice).toBe(80)
    expect(read('free trial per seat')).toMatchObject({ freeTrial: true, model: 'per_seat', rest: '' })
    expect(read('resume builder free tier for job seekers')).toMatchObject({ freeTier: true, type: 'job_seeker', rest: 'resume builder' })
    expect(read('works with sap successfactors').integrations).toEqual([{ name: 'SAP SuccessFactors', slug: 'sap-successfactors' }])
  })

  it('leaves a search that names no fact as typed, and ignores absurd prices', () => {
    expect(understandQuery('Greenhose Sourcing with AI', integrations)).toMatchObject({ integrations: [], compliance: [], maxPrice: null, rest: 'Greenhose Sourcing with AI' })
    expect(understandQuery('under $99999999', integrations).maxPrice).toBeNull()
    // "leverage" is not Lever: names match whole words.
    expect(understandQuery('leverage data', integrations).integrations).toEqual([])
    // One product's name alone is searched as words (its own tool first), not read as "integrates with it".
    expect(understandQuery('Greenhouse', integrations)).toMatchObject({ integrations: [], rest: 'Greenhouse' })
    expect(understandQuery('google calendar', integrations)).toMatchObject({ integrations: [], rest: 'google calendar' })
    expect(understandQuery('works with Greenhouse', integrations).integrations).toEqual([{ name: 'Greenhouse', slug: 'greenhouse' }])
  })

  it('turns the facts into facets added to the state, the rest into the search', () => {
    const filters = parseToolFilters(new URLSearchParams('q=lever soc 2 under $100 chatbot&compliance=iso27001&max_price=50&page=2'))
    const { filters: meant, understood } = filtersUnderstood(filters, integrations)
    expect(understood?.rest).toBe('chatbot')
    expect(toolFiltersToSearch(meant)).toBe('?q=chatbot&page=2&integration=lever&compliance=soc2_type2&compliance=iso27001&max_price=50')
    expect(filtersUnderstood(parseToolFilters(new URLSearchParams('q=chatbot')), integrations)).toMatchObject({ understood: null })
  })
})
