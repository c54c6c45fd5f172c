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
