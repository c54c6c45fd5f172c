import type { Field, TextFieldSingleValidation } from 'payload'

import {
  COMPLIANCE_KINDS,
  complianceClaimProblem,
  FACT_STATUSES,
  PRICING_MODELS,
  repeatedComplianceKindProblem,
  webAddressProblem,
} from '@/domains/directory'

/** Recruiter-grade facts (docs/listings.md): never guessed; an empty value means "not known". */

const sourceUrl: TextFieldSingleValidation = (value) => webAddressProblem(value) ?? true

const notNegative =
  (what: string) =>
  (value: null | number | undefined): string | true =>
    value === null || value === undefined || value >= 0 ? true : `${what} can't be negative.`

const status = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'select',
  defaultValue: 'unknown',
  options: FACT_STATUSES.map(({ value, label: text }) => ({ value, label: text })),
  admin: { description },
})

export const pricingFactFields: Field[] = [
  {
    name: 'pricingFacts',
    type: 'group',
    admin: { description: 'As the vendor publishes them; leave a value empty when it is not published. The Pricing text above stays what the page shows first.' },
    fields: [
      { name: 'model', label: 'Pricing model', type: 'select', options: PRICING_MODELS.map(({ value, label }) => ({ value, label })) },
      {
        name: 'startingPriceUsdMonth',
        label: 'Starting price (USD per month)',
        type: 'number',
        validate: notNegative('The starting price'),
        admin: { description: 'The lowest published paid price per month; empty when none is published.' },
      },
      status('freeTier', 'Free tier', 'A free plan with no time limit.'),
      {
        name: 'freeTrialDays',
        label: 'Free trial (days)',
        type: 'number',
        validate: notNegative('The free trial'),
        admin: { description: 'Only when the vendor publishes the trial length.' },
      },
      { name: 'contactSales', label: 'Contact sales', type: 'checkbox', defaultValue: false, admin: { description: 'Pricing is (also) by quote or demo.' } },
    ],
  },
]

export const complianceFactFields: Field[] = [
  {
    name: 'compliance',
    label: 'Compliance & security',
    type: 'array',
    labels: { singular: 'Compliance fact', plural: 'Compliance facts' },
    admin: { description: 'One row per kind the vendor states publicly; the kinds with no row (or "Unknown") are named once on the page as not disclosed by the vendor.' },
    validate: (rows: unknown) => repeatedComplianceKindProblem(rows as { kind?: string | null }[] | null) ?? true,
    fields: [
      { name: 'kind', type: 'select', required: true, options: COMPLIANCE_KINDS.map(({ value, label }) => ({ value, label })) },
      { ...status('status', 'Status', '"Yes" only with a source.'), required: true } as Field,
      {
        name: 'sourceUrl',
        label: 'Source URL',
        type: 'text',
        maxLength: 500,
        validate: (value: null | string | undefined, { siblingData }: { siblingData: Record<string, unknown> }) =>
          complianceClaimProblem({ status: siblingData?.status as string | undefined, sourceUrl: value }) ?? true,
        admin: { description: 'The vendor page that states it.' },
      },
      { name: 'checkedAt', label: 'Stated or checked on', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    ],
  },
]

export const integrationFactFields: Field[] = [
  {
    name: 'integrations',
    type: 'relationship',
    relationTo: 'integrations',
    hasMany: true,
    admin: { description: 'What the vendor lists; the Integrations text list follows these.' },
  },
  { name: 'integrationsSource', label: 'Integrations source URL', type: 'text', maxLength: 500, validate: sourceUrl },
  {
    name: 'integrationsNonePublished',
    label: 'Vendor publishes no integrations',
    type: 'checkbox',
    defaultValue: false,
    admin: { description: 'Shown as "None published" instead of an empty list.' },
  },
]

export const freshnessFields: Field[] = [
  {
    name: 'markFactsVerified',
    label: 'Mark facts verified now',
    type: 'checkbox',
    virtual: true,
    admin: { description: 'Tick after checking the facts against the vendor; saving sets "Facts verified" to now.' },
  },
  {
    name: 'factsVerifiedAt',
    label: 'Facts verified',
    type: 'date',
    admin: { readOnly: true, description: 'When an editor last checked these facts, shown as "Facts verified {date}" under the tool page\'s actions; empty shows nothing there.' },
  },
  { name: 'factsSource', label: 'Facts source', type: 'text', maxLength: 500, admin: { description: 'Where the facts were checked, e.g. the vendor pages or a note.' } },
]
