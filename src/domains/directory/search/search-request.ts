import { z } from 'zod'

import { PRICING_MODELS } from '../facts/fact-options'
import { COMPLIANCE_FACETS, MAX_INTEGRATION_FACETS, MAX_PRICE_LIMIT } from '../listing/facet-options'
import { maxPage, MAX_QUERY_LENGTH, parseToolFilters, type ToolFilters } from '../listing/params'
import { PAGE_SIZES, PRICE_FILTERS, SORTS, TOOL_TYPES } from '../tool-options'
import { answeredQuery } from './search-answer-address'

const oneOf = (options: readonly { value: string }[]) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => options.some((option) => option.value === value), { message: `must be one of ${options.map((option) => option.value).join(', ')}` })

const REPEATABLE = new Set(['integration', 'compliance'])

/**
 * The search answer's parameters: the home page's filter state, but strict. A page address with a
 * wrong value still shows a page (the default in its place); the answer is fetched by the page's
 * own script, so a wrong value there is a bug or a probe, and is refused with its reason.
 */
const searchRequestSchema = z.strictObject({
  // Twice the stored length, before spaces are collapsed: a pasted text with runs of spaces still fits.
  q: z.string().max(MAX_QUERY_LENGTH * 2, `must be at most ${MAX_QUERY_LENGTH} characters`).optional(),
  type: oneOf(TOOL_TYPES).optional(),
  category: z.string().regex(/^[a-z0-9_-]{1,80}$/i, 'must be a category slug').optional(),
  price: oneOf(PRICE_FILTERS).optional(),
  sort: oneOf(SORTS).optional(),
  page: z.string().regex(/^[1-9][0-9]{0,8}$/, 'must be a page number').optional(),
  size: z.enum(PAGE_SIZES.map(String)).optional(),
  integration: z.array(z.string().regex(/^[a-z0-9-]{1,80}$/i, 'must be integration slugs')).max(MAX_INTEGRATION_FACETS, `at most ${MAX_INTEGRATION_FACETS}`).optional(),
  compliance: z.array(oneOf(COMPLIANCE_FACETS)).max(COMPLIANCE_FACETS.length).optional(),
  free_tier: z.literal('yes').optional(),
  free_trial: z.literal('yes').optional(),
  max_price: z
    .string()
    .regex(/^\d{1,7}$/, 'must be a whole number of USD')
    .refine((value) => Number(value) <= MAX_PRICE_LIMIT, `must be at most ${MAX_PRICE_LIMIT}`)
    .optional(),
  model: oneOf(PRICING_MODELS).optional(),
  exact: z.literal('yes').optional(),
})

type SearchRequest = { filters: ToolFilters } | { problem: string }

/**
 * Reads a search answer's query string: the filter state it asks for, read by the page's own parser
 * (so the answer is the page's), or what is wrong with it. A parameter given twice that the page
 * reads once, an unknown parameter or a value the page does not offer is a problem. The words are
 * read as one address has them for every way of typing them (`answeredQuery`).
 */
export function readSearchRequest(params: URLSearchParams): SearchRequest {
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    raw[key] = REPEATABLE.has(key) || values.length > 1 ? values : (values[0] ?? '')
  }
  const parsed = searchRequestSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.join('.') || 'query'
    return { problem: issue?.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : `${field}: ${issue?.message ?? 'invalid'}` }
  }
  const filters = parseToolFilters(params)
  if (parsed.data.page && Number(parsed.data.page) > maxPage(filters.size)) return { problem: `page: must be at most ${maxPage(filters.size)}` }
  return { filters: { ...filters, q: answeredQuery(filters.q) } }
}
