'use client'

import Link from 'next/link'

import { CompareToggle } from '@/components/compare/compare-toggle'
import { Badge } from '@/components/ui/badge'
import { SponsoredLabel } from '@/components/ui/sponsored-label'
import { SpriteIcon } from '@/components/ui/sprite-icon'
import { ToolLogo } from '@/components/ui/tool-logo'
import { SaveToolButton } from '@/features/saved-tools/client'
import { UpvoteButton } from '@/features/upvotes/client'

import type { ToolCardView } from './tool-card-view'
import { VisitLink } from './visit-link'

/**
 * Where a card is shown: `grid` on home and search, `row` in a category listing (wide, actions on
 * one line), `compact` beside a tool page and in articles (no benefits, one-line description).
 */
export type ToolCardVariant = 'grid' | 'row' | 'compact'

/**
 * The one tool card: upvote, trending icon, "New" and "Founder Added" badges, logo, name, category,
 * two-line description, up to 3 key benefits, pricing and visit button, in three layouts. The whole
 * card links to the tool page (the name's link stretches over it, so it has one accessible name and
 * one tab stop before the buttons, which stay buttons above it). A client component on purpose: the
 * page's payload then carries the card's few fields (toolCardView) rather than its rendered markup
 * again.
 */
export function ToolCard({
  card,
  variant = 'grid',
  heading: Heading = 'h3',
  eager = false,
}: {
  card: ToolCardView
  variant?: ToolCardVariant
  heading?: 'h2' | 'h3'
  eager?: boolean
}) {
  const compact = variant === 'compact'
  return (
    // The grid card is the plain class: 24 of them on the home page, every byte counts.
    <article className={variant === 'grid' ? 'tool-card' : `tool-card tool-card-${variant}`}>
      <div className="tool-card-head">
        <ToolLogo src={card.logo} name={card.name} tone={card.tone} size={compact ? 40 : 48} eager={eager} />
        <Heading className="tool-card-name">
          <Link href={`/tools/${card.slug}`} className="tool-card-link">
            {card.name}
          </Link>
        </Heading>
        {card.trending ? <SpriteIcon name="trending-up" label="Trending" className="size-4 shrink-0 text-emerald-600" /> : null}
        <SaveToolButton toolId={card.id} name={card.name} variant="card" />
      </div>
      <div className="tool-card-chips">
        {card.category && !compact ? <Badge tone="brand">{card.category}</Badge> : null}
        {card.sponsored ? <SponsoredLabel /> : null}
        {card.isNew ? <Badge tone="green">New</Badge> : null}
        {card.founderAdded ? <Badge tone="amber">Founder Added</Badge> : null}
        <span className="tool-card-price">
          <span className="sr-only">Pricing: </span>
          {card.pricing}
        </span>
      </div>
      {card.description ? <p className="tool-card-description">{card.description}</p> : null}
      {!compact && card.keyBenefits.length > 0 ? (
        <ul className="tool-card-benefits" aria-label="Key benefits">
          {card.keyBenefits.map((benefit) => (
            <li key={benefit} className="check-item">
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="tool-card-actions">
        <UpvoteButton toolId={card.id} slug={card.slug} initialCount={card.upvoteCount} variant={compact ? 'compact' : 'card'} />
        <div className="tool-card-buttons">
          <CompareToggle slug={card.slug} name={card.name} />
          {card.canVisit ? <VisitLink toolId={card.id} label="Visit" className="tool-card-visit" /> : null}
        </div>
      </div>
    </article>
  )
}
