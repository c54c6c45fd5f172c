import { CompareToggle } from '@/components/compare/compare-toggle'
import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { SponsoredLabel } from '@/components/ui/sponsored-label'
import { SpriteIcon } from '@/components/ui/sprite-icon'
import { ToolLogo } from '@/components/ui/tool-logo'
import { PRICE_RANGES, toolTone } from '@/domains/directory'
import type { RatingSummary } from '@/domains/reviews'
import { RatingSummaryLink } from '@/features/reviews/client'
import { SaveToolButton } from '@/features/saved-tools/client'
import { UpvoteButton } from '@/features/upvotes/client'
import { httpUrl } from '@/platform/validation/http-url'
import type { ToolDetail } from '@/queries/tools'

import { StaffUpdateLink } from './staff-update-link'
import { VerifiedLine } from './verified-line'
import { VisitLink } from './visit-link'

/**
 * The top of the tool page, for deciding: who it is (logo, name, category, price), the short
 * description, and the way to the vendor before anything else. The actions come before the text
 * in the page, so at 375 px "Visit {name}" is on the first screen however long the text is.
 */
export function ToolHero({ tool, slug, logo, reviews }: { tool: ToolDetail; slug: string; logo: string | null; reviews: RatingSummary }) {
  const source = httpUrl(tool.sourceUrl)
  const price = PRICE_RANGES.find((option) => option.value === tool.priceRange)?.label
  const visitLabel = `Visit ${tool.name}`
  return (
    <header className="mt-4 grid gap-x-6 gap-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:mt-6 sm:p-6 md:grid-cols-[minmax(0,1fr)_auto]">
      <div className="flex min-w-0 items-start gap-4">
        <ToolLogo src={logo} name={tool.name} tone={toolTone(tool)} size={64} eager className="shrink-0" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{tool.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {tool.category ? <Badge tone="brand">{tool.category.name}</Badge> : null}
            {price ? <Badge tone={tool.priceRange === 'free' || tool.priceRange === 'free-to-start' ? 'green' : 'neutral'}>{price}</Badge> : null}
            {tool.isSponsored ? <SponsoredLabel /> : null}
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-3 md:row-span-2 md:w-60 lg:w-72" data-testid="tool-hero-actions">
        {source ? (
          <a href={source} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'lg', 'w-full')}>
            {visitLabel}
            <SpriteIcon name="external-link" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : httpUrl(tool.affiliateLink) ? (
          <VisitLink toolId={tool.id} label={visitLabel} size="lg" className="w-full" />
        ) : null}
        {/* Upvote and its count on one line, Save and Compare together on the next: the same two lines at every width. */}
        <div className="flex flex-wrap items-center gap-2">
          <UpvoteButton toolId={tool.id} slug={slug} initialCount={tool.upvoteCount ?? 0} variant="header" />
          <div className="flex flex-wrap items-center gap-2">
            <SaveToolButton toolId={tool.id} name={tool.name} />
            <CompareToggle slug={slug} name={tool.name} className="h-11 px-4 text-sm text-ink" />
            <StaffUpdateLink slug={slug} />
          </div>
        </div>
        <RatingSummaryLink summary={reviews} />
        <VerifiedLine verifiedAt={tool.factsVerifiedAt} />
      </div>
      {tool.description ? <p className="text-base leading-relaxed text-muted md:col-start-1">{tool.description}</p> : null}
    </header>
  )
}
