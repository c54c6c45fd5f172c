type ToolType = 'recruiter' | 'job_seeker' | 'everyone'
type PriceRange = 'free' | 'free-to-start' | 'paid' | 'enterprise'

export interface SeedCategory {
  name: string // Title Case, e.g. "Candidate Sourcing"
  description: string // one or two honest sentences
  toolTypes: ToolType[] // which audiences this category is for
  aliases: string[] // lower-case alternative spellings that normalise to this name
}

export interface SeedTool {
  name: string
  slug?: string // only when it must differ from the name lowercased with spaces -> hyphens
  sourceUrl: string // official https URL of the product (homepage)
  description: string // one honest paragraph, 40-90 words, in your own words (not copied marketing)
  category: string // the primary category: exactly one SeedCategory.name
  secondaryCategories: string[] // 0-2 more SeedCategory names
  tags: string[] // 3-6 lower-case keywords (e.g. "sourcing", "ats integration", "chrome extension")
  toolType: ToolType
  priceRange: PriceRange
  pricing: string // honest pricing text, e.g. "Free plan; paid plans from $X/month" or "Custom pricing (demo required)"
  features: string[] // 3-6 concrete features, each under 70 chars
  keyBenefits: string[] // exactly 3 short benefits, each under 60 chars
  integrations: string[] // named integrations where confident (ATS names, LinkedIn, Gmail, Slack...), else []
  launchYear?: number // the year the product launched, only if confident
}

/** Kinds of integration: what an integration row is. */
export type IntegrationKind = 'ats' | 'hris' | 'crm' | 'calendar' | 'messaging' | 'job_board' | 'video' | 'email' | 'productivity' | 'automation' | 'other'

export interface SeedIntegration {
  name: string // as the vendor spells it, e.g. "SAP SuccessFactors"
  slug: string // lower-case, hyphens, e.g. "sap-successfactors"
  kind: IntegrationKind
  website: string // the product's official https homepage
}

export type PricingModel = 'per_seat' | 'per_hire' | 'per_job_slot' | 'per_candidate' | 'flat' | 'usage' | 'custom'
export type FactStatus = 'yes' | 'no' | 'unknown'
export type ComplianceKind = 'soc2_type2' | 'iso27001' | 'gdpr_dpa' | 'nyc_ll144_audit' | 'eu_ai_act' | 'eeoc_adverse_impact' | 'wcag'

/**
 * Recruiter-grade facts for one seeded tool, keyed by the tool's slug in tool-facts.ts.
 * Never invented: a value we are not sure of is null / 'unknown' / left out. Nothing here has been
 * re-checked by HireStack (the seed has no internet): seeded tools read "Facts not yet verified".
 */
export interface SeedToolFacts {
  pricing: {
    model: PricingModel | null // null: not known
    startingPriceUsdMonth: number | null // the lowest published paid price per month in USD, only when the vendor publishes one
    freeTier: FactStatus
    freeTrialDays: number | null // only when the vendor publishes a trial length
    contactSales: boolean // pricing is (also) "contact sales" / demo-only
  }
  /** The vendor's page listing its integrations; required when the tool lists integrations. */
  integrationsSource: string | null
  /** True when the vendor publishes no integrations (shown as "None published"). */
  integrationsNonePublished?: boolean
  /** Only claims the vendor states publicly, each with the vendor's page saying so; kinds left out are "unknown". */
  compliance: { kind: ComplianceKind; status: 'yes' | 'no'; sourceUrl: string }[]
  /** ISO date (YYYY-MM-DD) the product launched, only when it is a known public fact. */
  launchDate?: string
}
