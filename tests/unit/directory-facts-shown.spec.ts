import { describe, expect, it } from 'vitest'

import { rowsWithAnyValue, valuesAgree, valuesDiffer } from '@/components/compare/compare-rows'
import { disclosedCompliance, integrationNames, listInSentence, pricingFactRows } from '@/components/tools/tool-fact-values'

const noFacts = { model: null, startingPriceUsdMonth: null, freeTier: 'unknown', freeTrialDays: null, contactSales: false } as const

describe('which facts the tool page shows', () => {
  it('shows the known pricing facts as rows and names the unknown ones once', () => {
    expect(pricingFactRows({ priceRange: 'paid', pricingFacts: { ...noFacts, model: 'per_seat', startingPriceUsdMonth: 12.99, freeTrialDays: 0 } })).toEqual({
      rows: [
        { label: 'Pricing model', value: 'Per seat' },
        { label: 'Starting price', value: '$12.99/month' },
        { label: 'Free trial', value: 'None' },
      ],
      undisclosed: ['Free tier'],
    })
    expect(pricingFactRows({ priceRange: 'enterprise', pricingFacts: {} })).toEqual({
      rows: [],
      undisclosed: ['Pricing model', 'Starting price', 'Free tier', 'Free trial'],
    })
  })

  it('derives from the price range only what it states, and does not call a moot fact undisclosed', () => {
    // A free tool: free tier yes, no paid plan to price or try.
    expect(pricingFactRows({ priceRange: 'free', pricingFacts: {} })).toEqual({
      rows: [
        { label: 'Pricing model', value: 'Free' },
        { label: 'Free tier', value: 'Yes' },
      ],
      undisclosed: [],
    })
    // "Free to start" answers whether one can start free; the paid plans' facts are still asked for.
    expect(pricingFactRows({ priceRange: 'free-to-start', pricingFacts: noFacts })).toEqual({
      rows: [],
      undisclosed: ['Pricing model', 'Starting price', 'Free trial'],
    })
    // What the editor stated wins over the derivation.
    expect(pricingFactRows({ priceRange: 'free', pricingFacts: { ...noFacts, freeTier: 'no', model: 'usage' } }).rows).toEqual([
      { label: 'Pricing model', value: 'Usage-based' },
      { label: 'Free tier', value: 'No' },
    ])
  })

  it('shows "Contact sales" only when it is ticked: unticked is not a stated "No"', () => {
    expect(pricingFactRows({ priceRange: 'enterprise', pricingFacts: { ...noFacts, contactSales: true } }).rows).toEqual([{ label: 'Contact sales', value: 'Yes' }])
    expect(pricingFactRows({ priceRange: 'enterprise', pricingFacts: noFacts }).undisclosed).not.toContain('Contact sales')
  })

  it('lists the compliance kinds the vendor states, yes or no, and names the others', () => {
    const { known, undisclosed } = disclosedCompliance({
      compliance: [
        { kind: 'iso27001', status: 'no' },
        { kind: 'soc2_type2', status: 'yes', sourceUrl: 'https://vendor.test/security' },
        { kind: 'gdpr_dpa', status: 'unknown' },
      ],
    })
    expect(known.map(({ label, status, source }) => [label, status, source])).toEqual([
      ['SOC 2 Type II', 'yes', 'https://vendor.test/security'],
      ['ISO 27001', 'no', null],
    ])
    expect(undisclosed).toEqual(['GDPR DPA offered', 'NYC LL144 bias audit published', 'EU AI Act statement', 'EEOC adverse-impact testing', 'Accessibility (WCAG)'])
    expect(disclosedCompliance({ compliance: null }).known).toEqual([])
  })

  it('knows integrations from the catalogue, then the names listed, then "None published", else nothing', () => {
    const catalogued = { id: 1, name: 'Greenhouse', slug: 'greenhouse', kind: 'ats', updatedAt: '', createdAt: '' } as const
    expect(integrationNames({ integrations: [catalogued], integrationOptions: ['Lever'] })).toEqual(['Greenhouse'])
    expect(integrationNames({ integrations: [], integrationOptions: ['Lever'] })).toEqual(['Lever'])
    expect(integrationNames({ integrations: [], integrationOptions: [], integrationsNonePublished: true })).toBe('None published')
    expect(integrationNames({ integrations: [], integrationOptions: [] })).toBeNull()
  })

  it('names a list in a sentence, plain labels lower-case after the first, names as spelt', () => {
    expect(listInSentence(['Pricing model'])).toBe('Pricing model')
    expect(listInSentence(['Pricing model', 'Starting price', 'Free trial'])).toBe('Pricing model, starting price and free trial')
    expect(listInSentence(['ISO 27001', 'GDPR DPA offered', 'Accessibility (WCAG)', 'Free tier'])).toBe('ISO 27001, GDPR DPA offered, Accessibility (WCAG) and free tier')
  })
})

describe('which rows compare shows', () => {
  type Tool = { soc2: string | null; iso: string | null; features: string | null }
  const rows = [
    { label: 'SOC 2', value: (tool: Tool) => tool.soc2 },
    { label: 'ISO', value: (tool: Tool) => tool.iso },
    { label: 'Features', value: (tool: Tool) => tool.features, compared: false },
  ]
  const tools: Tool[] = [
    { soc2: 'yes', iso: null, features: 'a' },
    { soc2: null, iso: null, features: 'b' },
  ]

  it('leaves out a row no compared tool has a value for', () => {
    expect(rowsWithAnyValue(rows, tools).map((row) => row.label)).toEqual(['SOC 2', 'Features'])
  })

  it('marks a row whose values differ, an unknown one included, unless its values are not comparable', () => {
    expect(valuesDiffer(rows[0]!, tools)).toBe(true)
    expect(valuesDiffer(rows[0]!, [tools[0]!, tools[0]!])).toBe(false)
    expect(valuesDiffer(rows[2]!, tools)).toBe(false)
  })

  it('lets "Show differences only" hide a row only where every tool has the same value, lists included', () => {
    expect(valuesAgree(rows[0]!, tools)).toBe(false)
    expect(valuesAgree(rows[1]!, tools)).toBe(true)
    // Features are never marked as differing, but two different lists are not the same.
    expect(valuesAgree(rows[2]!, tools)).toBe(false)
    expect(valuesAgree(rows[2]!, [tools[0]!, { ...tools[1]!, features: 'a' }])).toBe(true)
  })
})
