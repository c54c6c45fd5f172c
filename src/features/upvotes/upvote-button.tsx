'use client'

import { clsx } from 'clsx'
import { usePathname, useRouter } from 'next/navigation'
import { useState } from 'react'

import { SpriteIcon } from '@/components/ui/sprite-icon'
import { toast } from '@/components/ui/toast'
import { visitorToolSet } from '@/components/ui/visitor-tool-set'
import { authUrlFor } from '@/domains/accounts/shared'

import { setUpvote } from './set-upvote'
import { cardUpvoteLabel, upvoteCountLabel } from './upvote-label'

/** Which tools the current visitor has upvoted, from /me/upvotes, shared by every upvote button. */
const { useHas: useUpvoted, useKnown: useUpvotesKnown, current: upvoteState, clickable: upvoteClickable, mark: markUpvoted } = visitorToolSet('/me/upvotes')

type Props = { toolId: number; slug: string; initialCount: number; variant?: 'card' | 'compact' | 'header' }

/**
 * Upvote toggle for a tool card or the tool page header (a compact card shows no count: its page
 * is not purged by that tool's upvotes, docs/caching.md). Filled when the visitor has upvoted,
 * outline otherwise, disabled while the request runs; the count shown is the one the server
 * returns. Signed-out visitors are sent to /auth and brought back to this page afterwards.
 */
export function UpvoteButton({ toolId, slug, initialCount, variant = 'card' }: Props) {
  const router = useRouter()
  const pathname = usePathname()
  const [count, setCount] = useState(initialCount)
  const [pending, setPending] = useState(false)
  const upvoted = useUpvoted(toolId)
  const known = useUpvotesKnown()

  function sendToSignIn() {
    toast.info('Authentication required', 'Please sign in to upvote tools')
    router.push(authUrlFor(`${pathname}${window.location.search}`))
  }

  async function toggle() {
    if (pending || !upvoteClickable(toolId, upvoted)) return
    const state = upvoteState()
    if (state.status === 'ready' && !state.signedIn) return sendToSignIn()
    const wanted = !upvoted
    setPending(true)
    try {
      const result = await setUpvote({ toolId, upvoted: wanted })
      if (result.ok) {
        setCount(result.data.count)
        markUpvoted(toolId, result.data.upvoted)
        toast.success('Success', wanted ? 'Tool upvoted successfully!' : 'Upvote removed successfully')
      } else if (result.code === 'unauthenticated') {
        sendToSignIn()
      } else {
        console.error(`upvote of ${slug} failed:`, result.error)
        toast.error('Error', wanted ? `Failed to upvote tool: ${result.error}` : `Failed to remove upvote: ${result.error}`)
      }
    } catch (error) {
      console.error(`upvote of ${slug} failed:`, error)
      toast.error('Error', 'An unexpected error occurred. Please try again.')
    } finally {
      setPending(false)
    }
  }

  const header = variant === 'header'
  return (
    <div className={clsx('flex items-center', header ? 'gap-3' : 'gap-2')} data-upvote-tool={slug}>
      <button
        type="button"
        onClick={toggle}
        // Until the visitor's upvotes are known the button cannot tell an upvote from its removal.
        disabled={pending || !known}
        aria-pressed={upvoted}
        aria-busy={pending || undefined}
        className={clsx(
          'upvote-button',
          header ? 'h-11 px-4 text-sm' : 'h-8 px-3 text-xs',
          upvoted ? 'upvote-button-on' : 'upvote-button-off',
        )}
      >
        <SpriteIcon name="thumbs-up" className={clsx(header ? 'size-4' : 'size-3.5', upvoted && 'fill-current')} />
        {upvoted ? 'Upvoted' : 'Upvote'}
      </button>
      {/* Kept in the page while empty, so the first upvote's count is announced. */}
      {variant === 'compact' ? null : (
        <span className={clsx('tabular-nums text-muted', header ? 'text-sm font-medium' : 'text-xs')} aria-live="polite">
          {header ? upvoteCountLabel(count) : cardUpvoteLabel(count)}
        </span>
      )}
    </div>
  )
}
