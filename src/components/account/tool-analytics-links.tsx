import { BarChart3, ChevronRight, PencilLine } from 'lucide-react'
import Link from 'next/link'

import type { OwnedTool } from '@/domains/vendors'

import { AccountSection } from './account-section'

const rowLink = 'inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50'

/** The tools the vendor owns, each linking to its analytics and to "Propose an edit". */
export function ToolAnalyticsLinks({ tools }: { tools: OwnedTool[] }) {
  return (
    <AccountSection
      id="account-analytics"
      icon={BarChart3}
      title="Your tools"
      description="Views, outbound clicks, click-through rate and upvotes of the tools you own, and edits to their listings."
    >
      <ul className="divide-y divide-line rounded-xl border border-line">
        {tools.map((tool) => (
          <li key={tool.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2">
            <Link href={`/tools/${tool.slug}`} className="min-w-0 break-words py-2 text-sm font-medium text-ink hover:underline">
              {tool.name}
            </Link>
            <span className="flex shrink-0 flex-wrap items-center gap-1">
              <Link href={`/account/tools/${tool.slug}/edit`} className={rowLink} aria-label={`Propose an edit to ${tool.name}`}>
                <PencilLine aria-hidden className="size-4" /> Propose an edit
              </Link>
              <Link href={`/account/analytics/${tool.slug}`} className={rowLink} aria-label={`${tool.name} analytics`}>
                Analytics <ChevronRight aria-hidden className="size-4" />
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </AccountSection>
  )
}
