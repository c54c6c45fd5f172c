import { Check, TrendingUp } from 'lucide-react'
import Link from 'next/link'

import { CompareToggle } from '@/components/compare/compare-toggle'
import { UpvoteButton } from '@/components/upvotes/upvote-button'
import { Badge } from '@/components/ui/badge'
import { resolveLogo } from '@/lib/logo'
import { isNewTool, isTrending } from '@/lib/tool-query/badges'
import type { ToolCardData } from '@/lib/tool-query/types'

import { ToolLogo } from './tool-logo'
import { VisitLink } from './visit-link'

/** A tool in the home grid: every element spec §2 lists for the card. */
export function ToolCard({ tool, eager = false }: { tool: ToolCardData; eager?: boolean }) {
  const href = `/tools/${tool.slug}`
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md">
      <div className="flex items-start gap-3">
        <ToolLogo src={resolveLogo(tool)} name={tool.name} eager={eager} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1.5">
            <h3 className="truncate text-base font-semibold text-ink">
              <Link href={href} className="hover:text-brand-700 focus-visible:outline-none">
                {tool.name}
              </Link>
            </h3>
            {isTrending(tool.trendingScore) ? (
              <TrendingUp className="size-4 shrink-0 text-emerald-600" role="img" aria-label="Trending" />
            ) : null}
          </div>
          <div className="mt-1 flex flex-wrap gap-1">
            {tool.category ? <Badge tone="brand">{tool.category.name}</Badge> : null}
            {isNewTool(tool.launchDate) ? <Badge tone="green">New</Badge> : null}
            {tool.isFounderSubmitted ? <Badge tone="amber">Founder Added</Badge> : null}
          </div>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-muted">{tool.description}</p>
      {tool.keyBenefits.length > 0 ? (
        <ul className="mt-3 space-y-1.5" aria-label="Key benefits">
          {tool.keyBenefits.slice(0, 3).map((benefit) => (
            <li key={benefit} className="flex gap-2 text-sm text-ink">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
              <span className="line-clamp-1">{benefit}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 line-clamp-1 text-sm font-medium text-ink">
        <span className="sr-only">Pricing: </span>
        {tool.pricing?.trim() || 'Contact for pricing'}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <UpvoteButton toolId={tool.id} slug={tool.slug} initialCount={tool.upvoteCount} variant="card" />
        <CompareToggle slug={tool.slug} name={tool.name} />
        {tool.affiliateLink || tool.sourceUrl ? (
          <VisitLink toolId={tool.id} label="Visit" className="ml-auto" />
        ) : null}
      </div>
    </article>
  )
}
