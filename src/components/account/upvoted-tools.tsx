import { ThumbsUp } from 'lucide-react'
import Link from 'next/link'

import { ButtonLink } from '@/components/ui/button'
import type { UpvotedTool } from '@/features/upvotes'

import { AccountSection } from './account-section'

/** The tools the visitor upvoted, newest first, each linking to its page. */
export function UpvotedTools({ tools }: { tools: UpvotedTool[] }) {
  return (
    <AccountSection id="account-upvotes" icon={ThumbsUp} title="Tools you upvoted">
      {tools.length > 0 ? (
        <ul className="-my-3 divide-y divide-line">
          {tools.map((tool) => (
            <li key={tool.id}>
              <Link href={`/tools/${tool.slug}`} className="flex min-h-11 items-center justify-between py-3 text-sm font-medium text-ink hover:text-brand-700">
                {tool.name}
                <span aria-hidden className="text-muted">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-line p-6 text-center">
          <p className="text-sm text-muted">You haven&apos;t upvoted any tools yet.</p>
          <ButtonLink href="/" variant="secondary" className="mt-4">
            Browse tools
          </ButtonLink>
        </div>
      )}
    </AccountSection>
  )
}
