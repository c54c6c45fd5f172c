import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { SpriteIcon } from '@/components/ui/sprite-icon'
import type { ToolCardData } from '@/domains/directory'
import { ratingValueText, reviewCountLabel, type RatingSummary } from '@/domains/reviews/shared'
import { httpUrl } from '@/platform/validation/http-url'
import type { ToolDetail } from '@/queries/tools'

import { ClaimToolLink } from './claim-tool-link'
import { SimilarTools } from './similar-tools'
import { toolTypeLabel } from './tool-facts'
import { sourcedRatings } from './tool-ratings'
import { VisitLink } from './visit-link'

/** Category, type, pricing, the ratings an editor recorded (each with its source), the rating of published reviews, the Try/Visit links and up to 5 similar tools. */
export function ToolSidePanel({ tool, similar, reviews }: { tool: ToolDetail; similar: ToolCardData[]; reviews: RatingSummary }) {
  const source = httpUrl(tool.sourceUrl)
  return (
    <aside className="space-y-6">
      <Card className="p-6">
        <h2 className="text-base font-semibold text-ink">Details</h2>
        <dl className="mt-4 space-y-3 text-sm">
          {tool.category ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Category</dt>
              <dd className="text-right font-medium text-ink">{tool.category.name}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Type</dt>
            <dd className="text-right font-medium text-ink">{toolTypeLabel(tool.toolType)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Pricing</dt>
            <dd className="text-right font-medium text-ink">{tool.pricing?.trim() || 'Contact for pricing'}</dd>
          </div>
          {sourcedRatings(tool).map(({ source, value }) => (
            <div key={source} className="flex justify-between gap-4">
              <dt className="text-muted">
                Rating <span className="block text-xs">{source}</span>
              </dt>
              <dd className="text-right font-medium text-ink">{value} / 5</dd>
            </div>
          ))}
          {reviews.count > 0 ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">User reviews</dt>
              <dd className="text-right font-medium text-ink">
                {ratingValueText(reviews)} / 5 <span className="font-normal text-muted">({reviewCountLabel(reviews.count)})</span>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-6 flex flex-col gap-2">
          {httpUrl(tool.affiliateLink) ? <VisitLink toolId={tool.id} label={`Try ${tool.name}`} size="md" /> : null}
          {source ? (
            <a href={source} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'md')}>
              Visit {tool.name}
              <SpriteIcon name="external-link" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </Card>
      <SimilarTools tools={similar} />
      <p className="px-1 text-xs text-muted">
        Something wrong with this listing?{' '}
        <Link href={`/report?tool=${encodeURIComponent(tool.slug ?? '')}`} className="font-medium text-brand-700 hover:underline">
          Report this tool
        </Link>
      </p>
      {(source || httpUrl(tool.affiliateLink)) && tool.slug ? <ClaimToolLink slug={tool.slug} /> : null}
    </aside>
  )
}
