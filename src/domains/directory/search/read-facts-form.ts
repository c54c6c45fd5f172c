import { activeFacetCount, changeFilters, DEFAULT_FILTERS, parseToolFilters, toolFiltersToSearch, type ToolFilters } from '@/domains/directory/listing/params'
import { TOOL_TYPES } from '@/domains/directory/tool-options'

import type { UnderstoodQuery } from './query-parser'

/**
 * A search's named facts are ticked in the filter form, but its words still name them: submitted
 * without JavaScript, unticking one would be undone by reading the words again. So when the words
 * named facts, the form carries two hidden fields (only without JavaScript, where the form is what
 * changes the state), and the proxy settles the submitted state from them before any page reads it.
 */
const READ_WORDS_FIELD = 'read_q'
/** The facts the words named that the state did not have already, and the words left: a query string. */
const READ_FACTS_FIELD = 'read_facts'

/** The hidden fields' values, by name. */
export type ReadFactsFields = Record<typeof READ_WORDS_FIELD | typeof READ_FACTS_FIELD, string>

/** The hidden fields' values for a state whose search words named facts. */
export function readFactsFields(asked: ToolFilters, understood: UnderstoodQuery): ReadFactsFields {
  const cheaper = understood.maxPrice !== null && (asked.maxPrice === null || understood.maxPrice < asked.maxPrice)
  const facts = new URLSearchParams(
    toolFiltersToSearch({
      ...DEFAULT_FILTERS,
      q: understood.rest,
      integrations: understood.integrations.map((integration) => integration.slug).filter((slug) => !asked.integrations.includes(slug)),
      compliance: understood.compliance.filter((kind) => !asked.compliance.includes(kind)),
      freeTier: understood.freeTier && !asked.freeTier,
      freeTrial: understood.freeTrial && !asked.freeTrial,
      maxPrice: cheaper ? understood.maxPrice : null,
      model: understood.model !== asked.model ? understood.model : '',
    }).slice(1),
  )
  // Set even when it is the default: the audience the words named overrides the one chosen.
  if (understood.type) facts.set('type', understood.type)
  return { [READ_WORDS_FIELD]: asked.q, [READ_FACTS_FIELD]: facts.toString() }
}

/**
 * The state a form submission means, as the query string to go to, or null when it carries no read
 * facts. With the same words, the form's facets are the state (the words' facts were ticked there,
 * so an unticked one stays off) and only the words no fact claimed are searched. With new words, the
 * facts the old ones named go with them, and the new words are read afresh. Read fields that name no
 * fact are not the form's own, and are ignored.
 */
export function settledFormSearch(params: URLSearchParams): string | null {
  const words = params.get(READ_WORDS_FIELD)
  if (words === null) return null
  const form = new URLSearchParams(params)
  form.delete(READ_WORDS_FIELD)
  form.delete(READ_FACTS_FIELD)
  const submitted = parseToolFilters(form)
  const factParams = new URLSearchParams(params.get(READ_FACTS_FIELD) ?? '')
  const facts = parseToolFilters(factParams)
  const type = TOOL_TYPES.find((option) => option.value === factParams.get('type'))?.value
  if (activeFacetCount(facts) === 0 && type === undefined) return toolFiltersToSearch(submitted)
  if (submitted.q === parseToolFilters(new URLSearchParams({ q: words })).q) {
    return toolFiltersToSearch(changeFilters(submitted, { q: facts.q, type: type ?? submitted.type }))
  }
  const without = <T>(list: T[], named: T[]) => list.filter((item) => !named.includes(item))
  return toolFiltersToSearch(
    changeFilters(submitted, {
      integrations: without(submitted.integrations, facts.integrations),
      compliance: without(submitted.compliance, facts.compliance),
      freeTier: submitted.freeTier && !facts.freeTier,
      freeTrial: submitted.freeTrial && !facts.freeTrial,
      maxPrice: facts.maxPrice !== null && submitted.maxPrice === facts.maxPrice ? null : submitted.maxPrice,
      model: facts.model && submitted.model === facts.model ? '' : submitted.model,
    }),
  )
}
