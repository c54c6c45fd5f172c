import { BarChart3, ChevronRight } from 'lucide-react'
import Link from 'next/link'

import type { OwnedTool } from '@/domains/vendors'

import { AccountSection } from './account-section'

/** The vendor's listed tools, each linking to its analytics. */
export function ToolAnalyticsLinks({ tools }: { tools: OwnedTool[] }) {
  return (
    <AccountSection id="account-analytics" icon={BarChart3} title="Tool analytics" description="Views, outbound clicks, click-through rate and upvotes of the tools you list.">
      <ul className="divide-y divide-line rounded-xl border border-line">
        {tools.map((tool) => (
          <li key={tool.id}>
            <Link href={`/account/analytics/${tool.slug}`} className="flex min-h-11 items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-ink hover:bg-surface">
              <span className="min-w-0 break-words">{tool.name}</span>
              <span className="inline-flex shrink-0 items-center gap-1 text-brand-700">
                Analytics <ChevronRight aria-hidden className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AccountSection>
  )
}
