import { isNewTool, isTrending, resolveLogo, type ToolCardData } from '@/domains/directory'

/**
 * What a tool card shows, decided on the server. The card is a client component, so these props
 * are what the page's RSC payload carries for it: only the shown fields, never the whole tool.
 */
export interface ToolCardView {
  id: number
  name: string
  slug: string
  logo: string | null
  category: string | null
  description: string
  keyBenefits: string[]
  pricing: string
  upvoteCount: number
  trending: boolean
  isNew: boolean
  founderAdded: boolean
  sponsored: boolean
  canVisit: boolean
}

/**
 * The card clamps its description to two lines, about 160 characters at the widest grid card (a
 * single column just under 640 px); the rest is never shown, so it is cut at a word boundary
 * past that, not sent twice (HTML and payload) for each of 24 cards. The tool page has it all.
 */
const DESCRIPTION_CHARS = 180

function shortDescription(text: string): string {
  if (text.length <= DESCRIPTION_CHARS) return text
  const cut = text.lastIndexOf(' ', DESCRIPTION_CHARS)
  return `${text.slice(0, cut > 0 ? cut : DESCRIPTION_CHARS)}…`
}

export function toolCardView(tool: ToolCardData): ToolCardView {
  return {
    id: tool.id,
    name: tool.name,
    slug: tool.slug,
    logo: resolveLogo(tool),
    category: tool.category?.name ?? null,
    description: shortDescription(tool.description.trim()),
    keyBenefits: tool.keyBenefits.map((benefit) => benefit.trim()).filter(Boolean).slice(0, 3),
    pricing: tool.pricing?.trim() || 'Contact for pricing',
    upvoteCount: tool.upvoteCount,
    trending: isTrending(tool.trendingScore),
    isNew: isNewTool(tool.launchDate),
    founderAdded: tool.isFounderSubmitted,
    sponsored: tool.isSponsored,
    canVisit: Boolean(tool.affiliateLink || tool.sourceUrl),
  }
}
