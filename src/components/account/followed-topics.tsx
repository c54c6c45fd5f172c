import { BellRing } from 'lucide-react'
import Link from 'next/link'

import { ButtonLink } from '@/components/ui/button'
import type { FollowEntry } from '@/features/follows'
import { DigestSwitch, UnfollowButton } from '@/features/follows/client'

import { AccountSection } from './account-section'

/** The categories and integrations the visitor follows, each with Unfollow, and the daily digest's switch. */
export function FollowedTopics({ follows, digestOff }: { follows: FollowEntry[]; digestOff: boolean }) {
  return (
    <AccountSection
      id="account-follows"
      icon={BellRing}
      title="Categories and integrations you follow"
      description="One e-mail a day lists the tools newly approved in them."
    >
      {follows.length > 0 ? (
        <>
          <ul className="-my-3 divide-y divide-line">
            {follows.map((follow) => (
              <li key={`${follow.kind}:${follow.targetId}`} className="flex min-h-11 items-center justify-between gap-3 py-2">
                <Link href={follow.href} className="min-w-0 py-2 text-sm font-medium break-words text-ink hover:text-brand-700">
                  {follow.name}
                  <span className="ml-2 text-xs font-normal text-muted">{follow.kind === 'category' ? 'Category' : 'Integration'}</span>
                </Link>
                <UnfollowButton kind={follow.kind} targetId={follow.targetId} name={follow.name} />
              </li>
            ))}
          </ul>
          <DigestSwitch off={digestOff} />
        </>
      ) : (
        <div className="rounded-xl border border-dashed border-line p-6 text-center">
          <p className="text-sm text-muted">You don&apos;t follow anything yet. Follow a category or an integration from its page.</p>
          <ButtonLink href="/categories" variant="secondary" className="mt-4">
            Browse categories
          </ButtonLink>
        </div>
      )}
    </AccountSection>
  )
}
