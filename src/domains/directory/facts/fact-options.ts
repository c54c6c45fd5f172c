/**
 * The recruiter-grade facts' vocabularies with the words the site shows for them,
 * shared by the CMS fields, the seed, the tool page and compare. The seed's data schema
 * (src/seed/data/schema.ts) accepts exactly these values.
 */
export const INTEGRATION_KINDS = [
  { value: 'ats', label: 'ATS' },
  { value: 'hris', label: 'HRIS' },
  { value: 'crm', label: 'CRM' },
  { value: 'calendar', label: 'Calendar' },
  { value: 'messaging', label: 'Messaging' },
  { value: 'job_board', label: 'Job board' },
  { value: 'video', label: 'Video' },
  { value: 'email', label: 'Email' },
  { value: 'productivity', label: 'Productivity' },
  { value: 'automation', label: 'Automation' },
  { value: 'other', label: 'Other' },
] as const

export const PRICING_MODELS = [
  { value: 'per_seat', label: 'Per seat' },
  { value: 'per_hire', label: 'Per hire' },
  { value: 'per_job_slot', label: 'Per job slot' },
  { value: 'per_candidate', label: 'Per candidate' },
  { value: 'flat', label: 'Flat fee' },
  { value: 'usage', label: 'Usage-based' },
  { value: 'custom', label: 'Custom quote' },
] as const

/** The kinds a vendor may state; the tool page lists those it states and names the others once as not disclosed. */
export const COMPLIANCE_KINDS = [
  { value: 'soc2_type2', label: 'SOC 2 Type II' },
  { value: 'iso27001', label: 'ISO 27001' },
  { value: 'gdpr_dpa', label: 'GDPR DPA offered' },
  { value: 'nyc_ll144_audit', label: 'NYC LL144 bias audit published' },
  { value: 'eu_ai_act', label: 'EU AI Act statement' },
  { value: 'eeoc_adverse_impact', label: 'EEOC adverse-impact testing' },
  { value: 'wcag', label: 'Accessibility (WCAG)' },
] as const

export const FACT_STATUSES = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unknown', label: 'Unknown' },
] as const

/** The label of a value in one of the lists above, or null for a value not in it. */
export function factLabel(options: readonly { value: string; label: string }[], value: string | null | undefined): string | null {
  return options.find((option) => option.value === value)?.label ?? null
}
