import { describe, expect, it } from 'vitest'

import { parseToolFilters, toolFiltersToSearch, type ToolFilters } from '@/domains/directory/listing/params'
import { filtersUnderstood } from '@/domains/directory/search/query-parser'
import { readFactsFields, settledFormSearch } from '@/domains/directory/search/read-facts-form'

const integrations = [
  { name: 'Greenhouse', slug: 'greenhouse' },
  { name: 'Lever', slug: 'lever' },
]

/**
 * The home form as a browser without JavaScript submits it for the address `search`: the words and
 * audience as typed, the facets as ticked (the words' facts among them), the hidden read fields;
 * `edit` is what the visitor changed before submitting.
 */
function submitForm(search: string, edit: (form: URLSearchParams) => void): URLSearchParams {
  const asked = parseToolFilters(new URLSearchParams(search))
  const { filters: meant, understood } = filtersUnderstood(asked, integrations)
  const form = new URLSearchParams(toolFiltersToSearch({ ...meant, q: asked.q, type: asked.type }).slice(1))
  if (understood) for (const [name, value] of Object.entries(readFactsFields(asked, understood))) form.set(name, value)
  edit(form)
  return form
}

/** The state the page then shows: the settled address, read as the search page reads it. */
function shownAfter(form: URLSearchParams): { search: string; filters: ToolFilters } {
  const search = settledFormSearch(form)
  if (search === null) throw new Error('the form carried no read facts')
  return { search, filters: filtersUnderstood(parseToolFilters(new URLSearchParams(search)), integrations).filters }
}

const untick = (name: string, value: string) => (form: URLSearchParams) => form.delete(name, value)

describe('a home form submitted without JavaScript after the words named facts', () => {
  it('keeps an unticked fact off: its words leave the search, the other facts stay as facets', () => {
    const form = submitForm(`?type=everyone&q=${encodeURIComponent('greenhouse soc 2 under $100')}`, untick('integration', 'greenhouse'))
    const { search, filters } = shownAfter(form)
    expect(search).toBe('?type=everyone&compliance=soc2_type2&max_price=100')
    expect(filters.integrations).toEqual([])
    expect(filters.q).toBe('')
  })

  it('keeps the words no fact claimed, and a budget set back to any', () => {
    const form = submitForm(`?q=${encodeURIComponent('ai interview lever under $200')}`, (params) => params.delete('max_price'))
    expect(shownAfter(form).search).toBe('?q=ai+interview&integration=lever')
  })

  it('submitted unchanged, states the same results as plain facets', () => {
    const asked = `?type=everyone&q=${encodeURIComponent('sourcing greenhouse soc 2')}`
    const before = filtersUnderstood(parseToolFilters(new URLSearchParams(asked)), integrations).filters
    const { filters } = shownAfter(submitForm(asked, () => {}))
    expect(filters).toEqual({ ...before, page: 1 })
  })

  it('keeps the audience the words named, though the audience control still shows the chosen one', () => {
    const form = submitForm(`?type=everyone&q=${encodeURIComponent('resume for job seekers gdpr')}`, untick('compliance', 'gdpr_dpa'))
    expect(shownAfter(form).search).toBe('?q=resume&type=job_seeker')
  })

  it('with new words, drops the facts the old words named and reads the new ones', () => {
    const form = submitForm(`?q=${encodeURIComponent('greenhouse soc 2')}&compliance=iso27001`, (params) => params.set('q', 'ai interview lever'))
    const { search, filters } = shownAfter(form)
    // ISO 27001 was chosen, not read from the words: it stays.
    expect(search).toBe('?q=ai+interview+lever&compliance=iso27001')
    expect(filters.integrations).toEqual(['lever'])
    expect(filters.compliance).toEqual(['iso27001'])
  })

  it('keeps a facet chosen before the words named it too when the words change', () => {
    // An integration's name alone is searched as words; with other words it names the facet.
    const form = submitForm(`?q=${encodeURIComponent('works with greenhouse')}&integration=greenhouse`, (params) => params.set('q', 'sourcing'))
    expect(shownAfter(form).filters.integrations).toEqual(['greenhouse'])
  })

  it('leaves a form without read facts, and bad read fields, to the usual parsing', () => {
    expect(settledFormSearch(new URLSearchParams('q=greenhouse&integration=lever'))).toBeNull()
    const form = new URLSearchParams({ q: 'x', read_q: 'x', read_facts: '%%%&integration=<script>&type=nope&max_price=-4' })
    expect(settledFormSearch(form)).toBe('?q=x')
  })
})
