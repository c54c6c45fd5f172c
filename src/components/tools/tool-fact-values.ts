import { COMPLIANCE_KINDS, FACT_STATUSES, PRICING_MODELS } from '@/domains/directory'
import type { Integration, Tool } from '@/payload-types'
import { httpUrl } from '@/platform/validation/http-url'

/**
 * A tool's recruiter-grade facts as the tool page and compare show them: what is known as a value,
 * what the vendor does not disclose named once, never a guess. A value derived from the tool's
 * price range (a free tool has a free tier, and no paid plan to price) is what the editor stated
 * there, not an invention.
 */
type FactStatus = (typeof FACT_STATUSES)[number]['value']
type Facts = Pick<Tool, 'pricingFacts' | 'compliance' | 'integrations' | 'integrationOptions' | 'integrationsNonePublished' | 'priceRange'>

const labelOf = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  options.find((option) => option.value === value)?.label

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 })

/** The words for a known status; "unknown" has none, as it is said once as not disclosed. */
export const statusLabel = (status: Exclude<FactStatus, 'unknown'>) => (status === 'yes' ? 'Yes' : 'No')

/**
 * One pricing fact for one tool: its value when known, else null; `applies` is false when the
 * tool's price range makes the question moot (no paid plan of a free tool to price or trial) or
 * already answers it (a tool "free to start"), so its absence is not worth a word.
 */
interface PricingFact {
  label: string
  value: string | null
  applies: boolean
}

/** The pricing facts in the order a buyer asks. */
export function pricingFactValues({ pricingFacts: facts, priceRange }: Pick<Facts, 'pricingFacts' | 'priceRange'>): PricingFact[] {
  const free = priceRange === 'free'
  const price = facts?.startingPriceUsdMonth
  const trial = facts?.freeTrialDays
  const freeTier = facts?.freeTier === 'yes' || facts?.freeTier === 'no' ? statusLabel(facts.freeTier) : free ? 'Yes' : null
  return [
    { label: 'Pricing model', value: labelOf(PRICING_MODELS, facts?.model) ?? (free ? 'Free' : null), applies: true },
    { label: 'Starting price', value: typeof price === 'number' ? `${usd.format(price)}/month` : null, applies: !free },
    { label: 'Free tier', value: freeTier, applies: priceRange !== 'free-to-start' },
    { label: 'Free trial', value: typeof trial === 'number' ? (trial > 0 ? `${trial} days` : 'None') : null, applies: !free },
    // A checkbox: unticked cannot tell "no" from "not stated", so only a tick is a fact.
    { label: 'Contact sales', value: facts?.contactSales ? 'Yes' : null, applies: false },
  ]
}

/** The tool page's pricing table: the known facts as rows, the facts the vendor does not disclose by label. */
export function pricingFactRows(tool: Pick<Facts, 'pricingFacts' | 'priceRange'>): { rows: { label: string; value: string }[]; undisclosed: string[] } {
  const facts = pricingFactValues(tool)
  return {
    rows: facts.flatMap(({ label, value }) => (value === null ? [] : [{ label, value }])),
    undisclosed: facts.flatMap(({ label, value, applies }) => (value === null && applies ? [label] : [])),
  }
}

export interface ComplianceFact {
  kind: string
  label: string
  status: FactStatus
  source: string | null
  date: string | null
}

/** Every compliance kind, in the catalogue's order: the tool's row for it, else "unknown". */
export function complianceFacts({ compliance }: Pick<Facts, 'compliance'>): ComplianceFact[] {
  return COMPLIANCE_KINDS.map(({ value, label }) => {
    const row = compliance?.find((entry) => entry.kind === value)
    return { kind: value, label, status: row?.status ?? 'unknown', source: httpUrl(row?.sourceUrl), date: row?.checkedAt ?? null }
  })
}

/** The compliance kinds the vendor states (yes or no) as rows; the others by label, to be named once. */
export function disclosedCompliance(tool: Pick<Facts, 'compliance'>): { known: (ComplianceFact & { status: 'yes' | 'no' })[]; undisclosed: string[] } {
  const facts = complianceFacts(tool)
  return {
    known: facts.filter((fact): fact is ComplianceFact & { status: 'yes' | 'no' } => fact.status !== 'unknown'),
    undisclosed: facts.filter((fact) => fact.status === 'unknown').map((fact) => fact.label),
  }
}

/** The catalogued integrations the read populated (name and slug), in the editor's order. */
export function catalogedIntegrations({ integrations }: Pick<Facts, 'integrations'>): Pick<Integration, 'name' | 'slug'>[] {
  return (integrations ?? []).flatMap((entry) => (typeof entry === 'object' && entry.slug ? [{ name: entry.name, slug: entry.slug }] : []))
}

/** The integrations' names as the vendor lists them, "None published" when it lists none, null when nobody knows. */
export function integrationNames(tool: Pick<Facts, 'integrations' | 'integrationOptions' | 'integrationsNonePublished'>): string[] | 'None published' | null {
  const linked = catalogedIntegrations(tool).map(({ name }) => name)
  const names = linked.length > 0 ? linked : (tool.integrationOptions ?? [])
  if (names.length > 0) return names
  return tool.integrationsNonePublished ? 'None published' : null
}

/**
 * "Pricing model, starting price and free trial", "ISO 27001, GDPR DPA offered and EU AI Act
 * statement": a list in a sentence. A plain label reads lower-case after the first; a name with a
 * capital beyond its first letter (ISO 27001, EU AI Act) keeps its spelling.
 */
export function listInSentence(items: string[]): string {
  const words = items.map((item, index) => (index > 0 && !/[A-Z]/.test(item.slice(1)) ? item.toLowerCase() : item))
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
