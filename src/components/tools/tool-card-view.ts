import { distinctTones, isNewTool, isTrending, markKey, resolveLogo, toolTone, type ToolCardData } from '@/domains/directory'

/**
 * What a tool card shows, decided on the server. The card is a client component, so these props
 * are what the page's RSC payload carries for it: only the shown fields, never the whole tool.
 */
export interface ToolCardView {
  id: number
  name: string
  slug: string
  logo: string | null
  /** The monogram's palette colour: the tool's own, or the next one where a neighbour in its list has it. */
  tone: number
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
/** A compact card (similar tools, articles) shows one line of it and no benefits. */
const COMPACT_DESCRIPTION_CHARS = 100

function shortDescription(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.lastIndexOf(' ', max)
  return `${text.slice(0, cut > 0 ? cut : max)}…`
}

type CardOptions = { compact?: boolean }

/** One card on its own (an article's tool link): the tool's own colour. */
export function toolCardView(tool: ToolCardData, { compact = false, tone = toolTone(tool) }: CardOptions & { tone?: number } = {}): ToolCardView {
  return {
    id: tool.id,
    name: tool.name,
    slug: tool.slug,
    logo: resolveLogo(tool),
    tone,
    category: tool.category?.name ?? null,
    description: shortDescription(tool.description.trim(), compact ? COMPACT_DESCRIPTION_CHARS : DESCRIPTION_CHARS),
    keyBenefits: compact ? [] : tool.keyBenefits.map((benefit) => benefit.trim()).filter(Boolean).slice(0, 3),
    pricing: tool.pricing?.trim() || 'Contact for pricing',
    upvoteCount: tool.upvoteCount,
    trending: isTrending(tool.trendingScore),
    isNew: isNewTool(tool.launchDate),
    founderAdded: tool.isFounderSubmitted,
    sponsored: tool.isSponsored,
    canVisit: Boolean(tool.affiliateLink || tool.sourceUrl),
  }
}

/** A list's cards, in order: no two neighbours share a monogram colour (distinctTones). */
export function toolCardViews(tools: ToolCardData[], options: CardOptions = {}): ToolCardView[] {
  const tones = distinctTones(tools.map(markKey))
  return tools.map((tool, index) => toolCardView(tool, { ...options, tone: tones[index] }))
}
