import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { resolveLogo, type ToolCardData } from '@/domains/directory'

import { ToolLogo } from './tool-logo'

/** A category listing row: logo, name, Sponsored badge, two-line description, 3 features, pricing. */
export function ToolRow({ tool, eager }: { tool: ToolCardData; eager: boolean }) {
  return (
    <Link
      href={`/tools/${tool.slug}`}
      className="group flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
    >
      <ToolLogo src={resolveLogo(tool)} name={tool.name} size={56} eager={eager} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold text-ink group-hover:text-brand-700">{tool.name}</h2>
          {tool.isSponsored ? <Badge tone="amber">Sponsored</Badge> : null}
        </div>
        <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-muted">{tool.description}</p>
        {tool.features.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Features">
            {tool.features.slice(0, 3).map((feature) => (
              <li key={feature} className="max-w-full truncate rounded-md bg-surface px-2 py-0.5 text-xs text-ink ring-1 ring-line">
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-2 text-sm font-medium text-ink">{tool.pricing?.trim() || 'Contact for pricing'}</p>
      </div>
    </Link>
  )
}
