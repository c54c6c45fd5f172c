'use client'

import { X } from 'lucide-react'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'

import { compareAddress, DIFFERENCES_ONLY_PARAM } from '@/domains/directory/shared'

import { replaceCompare, type CompareItem } from './compare-store'

/**
 * Removes one tool from the comparison: a link to the same page without it (so it works before the
 * page's script runs, and the address stays the comparison's), which also leaves the compare tray
 * holding what the page then shows.
 */
export function CompareRemoveLink({ compared, slug, name }: { compared: CompareItem[]; slug: string; name: string }) {
  const differencesOnly = useSearchParams().get(DIFFERENCES_ONLY_PARAM) === '1'
  const rest = compared.filter((item) => item.slug !== slug)
  return (
    <Link
      href={compareAddress(
        rest.map((item) => item.slug),
        differencesOnly,
      )}
      scroll={false}
      onClick={() => replaceCompare(rest)}
      aria-label={`Remove ${name} from the comparison`}
      title={`Remove ${name}`}
      className="-mr-1 -mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 max-md:size-11 coarse:size-11"
    >
      <X className="size-4" aria-hidden />
    </Link>
  )
}
