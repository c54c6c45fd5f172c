/** What a tool card, a list row and the no-script fallback show. */
export interface ToolCardData {
  id: number
  name: string
  slug: string
  description: string
  pricing: string | null
  priceRange: string | null
  toolType: string
  affiliateLink: string | null
  sourceUrl: string | null
  logo: string | null
  localLogoPath: string | null
  trendingScore: number
  launchDate: string | null
  isFounderSubmitted: boolean
  isSponsored: boolean
  upvoteCount: number
  category: { name: string; slug: string } | null
  keyBenefits: string[]
  features: string[]
}

export interface ToolPage {
  tools: ToolCardData[]
  /** Exact when small; the planner's estimate when `totalIsEstimate` (shown as "about N"). */
  total: number
  totalIsEstimate: boolean
  page: number
  size: number
  pageCount: number
}
