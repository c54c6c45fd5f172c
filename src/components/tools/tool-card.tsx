'use client'

import Link from 'next/link'

import { CompareToggle } from '@/components/compare/compare-toggle'
import { Badge } from '@/components/ui/badge'
import { SpriteIcon } from '@/components/ui/sprite-icon'
import { UpvoteButton } from '@/components/upvotes/upvote-button'

import type { ToolCardView } from './tool-card-view'
import { ToolLogo } from './tool-logo'
import { VisitLink } from './visit-link'

/**
 * A tool in the home grid: every element spec §2 lists for the card. A client component on
 * purpose: the page's payload then carries the card's few fields (toolCardView) rather than
 * the rendered markup of 24 cards a second time.
 */
export function ToolCard({ card, eager = false }: { card: ToolCardView; eager?: boolean }) {
  return (
    <article className="tool-card">
      <div className="flex items-start gap-3">
        <ToolLogo src={card.logo} name={card.name} eager={eager} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1.5">
            <h3 className="tool-card-name">
              <Link href={`/tools/${card.slug}`}>{card.name}</Link>
            </h3>
            {card.trending ? <SpriteIcon name="trending-up" label="Trending" className="size-4 shrink-0 text-emerald-600" /> : null}
          </div>
          <div className="mt-1 flex flex-wrap gap-1">
            {card.category ? <Badge tone="brand">{card.category}</Badge> : null}
            {card.isNew ? <Badge tone="green">New</Badge> : null}
            {card.founderAdded ? <Badge tone="amber">Founder Added</Badge> : null}
          </div>
        </div>
      </div>
      <p className="tool-card-description">{card.description}</p>
      {card.keyBenefits.length > 0 ? (
        <ul className="mt-3 space-y-1.5" aria-label="Key benefits">
          {card.keyBenefits.map((benefit) => (
            <li key={benefit} className="check-item">
              <span className="line-clamp-1">{benefit}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="tool-card-pricing">
        <span className="sr-only">Pricing: </span>
        {card.pricing}
      </p>
      <div className="tool-card-actions">
        <UpvoteButton toolId={card.id} slug={card.slug} initialCount={card.upvoteCount} variant="card" />
        <CompareToggle slug={card.slug} name={card.name} />
        {card.canVisit ? <VisitLink toolId={card.id} label="Visit" className="ml-auto" /> : null}
      </div>
    </article>
  )
}
