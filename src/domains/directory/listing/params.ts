import { PRICING_MODELS } from '@/domains/directory/facts/fact-options'
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PRICE_FILTERS,
  SORTS,
  TOOL_TYPES,
  type PriceFilterValue,
  type SortValue,
  type ToolTypeValue,
} from '@/domains/directory/tool-options'

import {
  COMPLIANCE_FACETS,
  MAX_INTEGRATION_FACETS,
  MAX_PRICE_LIMIT,
  type ComplianceFacetValue,
  type PricingModelValue,
} from './facet-options'

/**
 * The home filter state, as it lives in the URL: `?q=&type=&category=&price=&sort=&page=&size=`,
 * plus the fact facets: `integration=<slug>` (repeated), `compliance=<kind>` (repeated),
 * `free_tier=yes`, `free_trial=yes`, `max_price=<USD>`, `model=<pricing model>`, and `exact=yes`
 * (search the words as typed, without typo correction).
 */
export interface ToolFilters {
  q: string
  type: ToolTypeValue
  /** A category slug; '' means All. */
  category: string
  price: PriceFilterValue
  sort: SortValue
  page: number
  size: number
  /** Integration slugs, sorted: a tool must list every one. */
  integrations: string[]
  /** Compliance kinds, in COMPLIANCE_FACETS order: a tool must state "yes" for every one. */
  compliance: ComplianceFacetValue[]
  freeTier: boolean
  freeTrial: boolean
  /** The highest starting price in USD per month; null is any price. */
  maxPrice: number | null
  /** A pricing model; '' is any. */
  model: PricingModelValue | ''
  /** The search words exactly as typed (`exact=yes`): no typo correction. */
  exact: boolean
}

export const DEFAULT_FILTERS: ToolFilters = {
  q: '',
  type: 'recruiter',
  category: '',
  price: 'all',
  sort: 'trending',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  integrations: [],
  compliance: [],
  freeTier: false,
  freeTrial: false,
  maxPrice: null,
  model: '',
  exact: false,
}

/** How many facets a state has on: each integration and compliance kind, and each pricing choice. */
export function activeFacetCount(filters: ToolFilters): number {
  return filters.integrations.length + filters.compliance.length + [filters.freeTier, filters.freeTrial, filters.maxPrice !== null, filters.model !== ''].filter(Boolean).length
}

export const MAX_QUERY_LENGTH = 100
/** No deep OFFSET scans: results past this many rows are not paged to (refine the search instead). */
const MAX_OFFSET = 9_600

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams

function first(params: RawParams, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined
  const value = params[key]
  return Array.isArray(value) ? value[0] : value
}

function all(params: RawParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key)
  const value = params[key]
  return Array.isArray(value) ? value : value === undefined ? [] : [value]
}

/** Known integration slugs are checked against the catalogue when the state is read (`facetMatch`). */
function integrationSlugs(values: string[]): string[] {
  const slugs = values.map((value) => value.trim().toLowerCase()).filter((slug) => /^[a-z0-9-]{1,80}$/.test(slug))
  return [...new Set(slugs)].sort().slice(0, MAX_INTEGRATION_FACETS)
}

function complianceKinds(values: string[]): ComplianceFacetValue[] {
  const wanted = new Set(values.map((value) => value.trim().toLowerCase()))
  return COMPLIANCE_FACETS.filter((option) => wanted.has(option.value)).map((option) => option.value)
}

function yes(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'yes'
}

function maxPriceOf(value: string | undefined): number | null {
  const text = value?.trim()
  if (!text || !/^\d{1,7}$/.test(text)) return null
  const price = Number(text)
  return price <= MAX_PRICE_LIMIT ? price : null
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly { value: T }[], fallback: T): T {
  const wanted = value?.trim().toLowerCase()
  return allowed.find((option) => option.value === wanted)?.value ?? fallback
}

function positiveInt(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined
  const parsed = Number(value)
  return parsed >= 1 ? parsed : undefined
}

/** The deepest page a listing offers for a page size. */
export function maxPage(size: number): number {
  return Math.floor(MAX_OFFSET / size) + 1
}

/** Relevance ranks search words: without them it means the default order. */
function sortFor(sort: SortValue, q: string): SortValue {
  return sort === 'relevance' && !q ? DEFAULT_FILTERS.sort : sort
}

/** The sorts a filter state offers: Relevance only with search words. */
export function sortsFor(q: string): (typeof SORTS)[number][] {
  return SORTS.filter((option) => sortFor(option.value, q) === option.value)
}

/** Any query string becomes a valid filter state: unknown or malformed values fall back to defaults. */
export function parseToolFilters(params: RawParams): ToolFilters {
  const size = PAGE_SIZES.find((option) => String(option) === first(params, 'size')) ?? DEFAULT_PAGE_SIZE
  const category = (first(params, 'category') ?? '').trim().toLowerCase()
  const q = (first(params, 'q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
  return {
    q,
    type: oneOf(first(params, 'type'), TOOL_TYPES, DEFAULT_FILTERS.type),
    category: category === 'all' || !/^[a-z0-9_-]{1,80}$/.test(category) ? '' : category,
    price: oneOf(first(params, 'price'), PRICE_FILTERS, DEFAULT_FILTERS.price),
    sort: sortFor(oneOf(first(params, 'sort'), SORTS, DEFAULT_FILTERS.sort), q),
    page: Math.min(positiveInt(first(params, 'page')) ?? 1, maxPage(size)),
    size,
    integrations: integrationSlugs(all(params, 'integration')),
    compliance: complianceKinds(all(params, 'compliance')),
    freeTier: yes(first(params, 'free_tier')),
    freeTrial: yes(first(params, 'free_trial')),
    maxPrice: maxPriceOf(first(params, 'max_price')),
    model: oneOf<PricingModelValue | ''>(first(params, 'model'), PRICING_MODELS, ''),
    exact: q !== '' && yes(first(params, 'exact')),
  }
}

/** The query string for a filter state, leaving out defaults so URLs stay short and canonical. */
export function toolFiltersToSearch(filters: ToolFilters): string {
  const search = new URLSearchParams()
  if (filters.q) search.set('q', filters.q)
  if (filters.type !== DEFAULT_FILTERS.type) search.set('type', filters.type)
  if (filters.category) search.set('category', filters.category)
  if (filters.price !== DEFAULT_FILTERS.price) search.set('price', filters.price)
  if (filters.sort !== DEFAULT_FILTERS.sort) search.set('sort', filters.sort)
  if (filters.page !== 1) search.set('page', String(filters.page))
  if (filters.size !== DEFAULT_FILTERS.size) search.set('size', String(filters.size))
  for (const slug of filters.integrations) search.append('integration', slug)
  for (const kind of filters.compliance) search.append('compliance', kind)
  if (filters.freeTier) search.set('free_tier', 'yes')
  if (filters.freeTrial) search.set('free_trial', 'yes')
  if (filters.maxPrice !== null) search.set('max_price', String(filters.maxPrice))
  if (filters.model) search.set('model', filters.model)
  if (filters.exact && filters.q) search.set('exact', 'yes')
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** Every change except the page itself resets the page to 1: page 4 of the old results means nothing in the new ones. */
export function changeFilters(current: ToolFilters, change: Partial<ToolFilters>): ToolFilters {
  const next = { ...current, ...change }
  if (change.integrations) next.integrations = integrationSlugs(change.integrations)
  if (change.compliance) next.compliance = complianceKinds(change.compliance)
  if (!('page' in change)) next.page = 1
  // Words typed anew are corrected again.
  if ('q' in change && change.q !== current.q && !('exact' in change)) next.exact = false
  next.sort = sortFor(next.sort, next.q)
  return next
}

/** The facets cleared: what "any integration, compliance and pricing" means. */
export const NO_FACETS: Pick<ToolFilters, 'integrations' | 'compliance' | 'freeTier' | 'freeTrial' | 'maxPrice' | 'model'> = {
  integrations: [],
  compliance: [],
  freeTier: false,
  freeTrial: false,
  maxPrice: null,
  model: '',
}
