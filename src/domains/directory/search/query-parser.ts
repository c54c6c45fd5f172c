import { factLabel, PRICING_MODELS } from '@/domains/directory/facts/fact-options'
import { COMPLIANCE_FACETS, MAX_PRICE_LIMIT, type ComplianceFacetValue, type PricingModelValue } from '@/domains/directory/listing/facet-options'
import { changeFilters, type ToolFilters } from '@/domains/directory/listing/params'
import type { ToolTypeValue } from '@/domains/directory/tool-options'
import { formatCount } from '@/platform/text/format-count'

import { textWords } from './words'

/** An integration the parser can recognise by name. */
export interface NamedIntegration {
  name: string
  slug: string
}

/** What a search's words named: facets to apply, and the words left to search. */
export interface UnderstoodQuery {
  integrations: NamedIntegration[]
  compliance: ComplianceFacetValue[]
  maxPrice: number | null
  freeTier: boolean
  freeTrial: boolean
  model: PricingModelValue | ''
  type: ToolTypeValue | null
  /** The words no rule claimed, searched as text. */
  rest: string
}

const COMPLIANCE_PHRASES: [RegExp, ComplianceFacetValue][] = [
  [/\bsoc ?2(?: type (?:ii|2))?\b/g, 'soc2_type2'],
  [/\biso ?27001\b/g, 'iso27001'],
  [/\bgdpr\b/g, 'gdpr_dpa'],
  [/\b(?:nyc )?(?:ll ?144|local law 144)(?: bias audit)?\b|\bbias audit(?:ed|s)?\b/g, 'nyc_ll144_audit'],
  [/\b(?:eu )?ai act\b/g, 'eu_ai_act'],
]

const MODEL_PHRASES: [RegExp, PricingModelValue][] = [
  [/\bper (?:seat|user)\b/g, 'per_seat'],
  [/\bper hire\b/g, 'per_hire'],
  [/\bper job(?: slot| posting)?\b/g, 'per_job_slot'],
  [/\bper candidate\b/g, 'per_candidate'],
  [/\bflat(?: fee| rate)\b/g, 'flat'],
  [/\busage[- ]based\b/g, 'usage'],
]

const TYPE_PHRASES: [RegExp, ToolTypeValue][] = [
  [/\b(?:for )?job ?seekers?\b|\bfor candidates\b/g, 'job_seeker'],
  [/\bfor recruiters\b|\brecruiter tools\b/g, 'recruiter'],
]

const PER_MONTH = String.raw`(?:\s*(?:usd|dollars?))?(?:\s*(?:\/|per|a)\s*(?:month|mo)\b)?`
const PRICE_PHRASES: RegExp[] = [
  new RegExp(String.raw`\b(?:under|below|less than|cheaper than|max(?:imum)?|up to|at most)\s*\$?\s*(\d[\d,]*)${PER_MONTH}`, 'g'),
  new RegExp(String.raw`(?:<=?)\s*\$?\s*(\d[\d,]*)${PER_MONTH}`, 'g'),
  new RegExp(String.raw`\$\s*(\d[\d,]*)${PER_MONTH}\s*(?:or less|or under|max)\b`, 'g'),
]

/** Connecting words dropped once a fact was recognised ("integrates with Greenhouse and SOC 2 compliant tools"). */
const FILLER = new Set(['with', 'and', 'integrates', 'integrate', 'integration', 'integrations', 'works', 'that', 'has', 'have', 'compliant', 'certified', 'tool', 'tools', 'a', 'the'])

/** Removes every match of `pattern` from `text`, handing each match to `found`. */
function take(text: string, pattern: RegExp, found: (match: RegExpExecArray) => void): string {
  return text.replace(pattern, (...args) => {
    found(args as unknown as RegExpExecArray)
    return ' '
  })
}

/** Integration names, longest first, as word lists, matched on whole words. */
function takeIntegrations(words: string[], integrations: NamedIntegration[]): { found: NamedIntegration[]; rest: string[] } {
  const named = integrations
    .map((integration) => ({ integration, words: textWords(integration.name) }))
    .filter((entry) => entry.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length)
  const found: NamedIntegration[] = []
  const rest: string[] = []
  for (let index = 0; index < words.length; ) {
    const match = named.find((entry) => entry.words.every((word, offset) => words[index + offset] === word))
    if (match) {
      if (!found.includes(match.integration)) found.push(match.integration)
      index += match.words.length
    } else {
      rest.push(words[index]!)
      index += 1
    }
  }
  return { found, rest }
}

/**
 * Reads the facts a search names, deterministically, over our own vocabulary: integration names
 * (from the catalogue; a search that is one integration's name alone stays words), compliance terms ("soc 2", "iso 27001", "gdpr", "bias audit", "ll144",
 * "eu ai act"), a maximum price ("under $100", "< 50", "$200/month or less"), free tier and trial,
 * pricing models ("per seat") and tool types ("for job seekers"). What no rule claims is the text
 * to search.
 */
export function understandQuery(q: string, integrations: NamedIntegration[]): UnderstoodQuery {
  let text = ` ${q.toLowerCase()} `
  const compliance = new Set<ComplianceFacetValue>()
  let maxPrice: number | null = null
  let model: PricingModelValue | '' = ''
  let type: ToolTypeValue | null = null
  let freeTier = false
  let freeTrial = false
  for (const pattern of PRICE_PHRASES) {
    text = take(text, pattern, (match) => {
      const price = Number(match[1]!.replace(/,/g, ''))
      if (Number.isInteger(price) && price <= MAX_PRICE_LIMIT) maxPrice = maxPrice === null ? price : Math.min(maxPrice, price)
    })
  }
  for (const [pattern, kind] of COMPLIANCE_PHRASES) text = take(text, pattern, () => compliance.add(kind))
  for (const [pattern, value] of MODEL_PHRASES) text = take(text, pattern, () => (model = value))
  for (const [pattern, value] of TYPE_PHRASES) text = take(text, pattern, () => (type = value))
  text = take(text, /\bfree tier\b|\bfreemium\b/g, () => (freeTier = true))
  text = take(text, /\bfree trial\b/g, () => (freeTrial = true))
  const otherFacts = compliance.size > 0 || maxPrice !== null || model !== '' || type !== null || freeTier || freeTrial
  const taken = takeIntegrations(textWords(text), integrations)
  // One product's name and nothing else ("greenhouse") asks for that product first: searched as words,
  // it lists the tool of that name, then the tools that integrate with it (the ranking rules).
  const nameOnly = !otherFacts && taken.found.length === 1 && taken.rest.length === 0
  const { found, rest } = nameOnly ? { found: [], rest: taken.rest } : taken
  const recognised = found.length > 0 || otherFacts
  return {
    integrations: found,
    compliance: COMPLIANCE_FACETS.filter((option) => compliance.has(option.value)).map((option) => option.value),
    maxPrice,
    freeTier,
    freeTrial,
    model,
    type,
    rest: recognised ? rest.filter((word) => !FILLER.has(word)).join(' ') : q,
  }
}

/** Whether the search named any fact (else it is plain text to search). */
function namesFacts(understood: UnderstoodQuery): boolean {
  const { integrations, compliance, maxPrice, freeTier, freeTrial, model, type } = understood
  return integrations.length > 0 || compliance.length > 0 || maxPrice !== null || freeTier || freeTrial || model !== '' || type !== null
}

/**
 * The filter state a search means: its facts become facets (added to those already on, a typed
 * price lowering a chosen one), the rest of its words the search. Without a fact, the state itself.
 */
export function filtersUnderstood(filters: ToolFilters, integrations: NamedIntegration[]): { filters: ToolFilters; understood: UnderstoodQuery | null } {
  if (!filters.q) return { filters, understood: null }
  const understood = understandQuery(filters.q, integrations)
  if (!namesFacts(understood)) return { filters, understood: null }
  const prices = [filters.maxPrice, understood.maxPrice].filter((price): price is number => price !== null)
  return {
    understood,
    filters: changeFilters(filters, {
      q: understood.rest,
      exact: filters.exact,
      page: filters.page,
      type: understood.type ?? filters.type,
      integrations: [...filters.integrations, ...understood.integrations.map((integration) => integration.slug)],
      compliance: [...filters.compliance, ...understood.compliance],
      freeTier: filters.freeTier || understood.freeTier,
      freeTrial: filters.freeTrial || understood.freeTrial,
      maxPrice: prices.length > 0 ? Math.min(...prices) : null,
      model: understood.model || filters.model,
    }),
  }
}

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

/** What the page says it understood: "Showing tools that integrate with Greenhouse, have SOC 2, start under $100/month". */
export function explainQuery(understood: UnderstoodQuery): string {
  const parts: string[] = []
  if (understood.integrations.length > 0) parts.push(`integrate with ${list(understood.integrations.map((integration) => integration.name))}`)
  if (understood.compliance.length > 0) {
    parts.push(`have ${list(understood.compliance.map((kind) => COMPLIANCE_FACETS.find((option) => option.value === kind)!.label))}`)
  }
  if (understood.freeTier) parts.push('have a free tier')
  if (understood.freeTrial) parts.push('offer a free trial')
  if (understood.maxPrice !== null) parts.push(understood.maxPrice === 0 ? 'start free' : `start under $${formatCount(understood.maxPrice)}/month`)
  if (understood.model) parts.push(`are priced ${factLabel(PRICING_MODELS, understood.model)!.toLowerCase()}`)
  if (understood.rest) parts.push(`match “${understood.rest}”`)
  const audience = understood.type === 'job_seeker' ? ' for job seekers' : understood.type === 'recruiter' ? ' for recruiters' : ''
  return parts.length > 0 ? `Showing tools${audience} that ${parts.join(', ')}` : `Showing tools${audience}`
}
