'use client'

import { clsx } from 'clsx'
import { X } from 'lucide-react'
import { usePathname, useRouter } from 'next/navigation'
import { useState } from 'react'

import { SpriteIcon } from '@/components/ui/sprite-icon'
import { toast } from '@/components/ui/toast'
import { visitorToolSet } from '@/components/ui/visitor-tool-set'
import { authUrlFor } from '@/domains/accounts/shared'

import { setSaved } from './set-saved'

/** Which tools the current visitor has saved, from /me/saved, shared by every bookmark button. */
const { useHas: useSaved, useKnown: useSavedKnown, current: savedState, clickable: saveClickable, mark: markSaved } = visitorToolSet('/me/saved')

type Props = { toolId: number; name: string; variant?: 'page' | 'card' | 'remove'; className?: string }

/**
 * The bookmark: saves a tool to /account/saved, or takes it out (a server action, so a POST).
 * Signed-out visitors are sent to /auth and brought back here, as the upvote does. `remove` is the
 * button under a card on /account/saved, which then drops the card; `card` is the icon on a tool
 * card (named for the tool, as a card has many buttons). Every button on a page shares one
 * request for the visitor's saved tools (the set above), so the cached page stays the same for all.
 */
export function SaveToolButton({ toolId, name, variant = 'page', className }: Props) {
  const router = useRouter()
  const pathname = usePathname()
  const [pending, setPending] = useState(false)
  const inSet = useSaved(toolId)
  const known = useSavedKnown()
  const saved = variant === 'remove' || inSet

  function sendToSignIn() {
    toast.info('Authentication required', 'Please sign in to save tools')
    router.push(authUrlFor(`${pathname}${window.location.search}`))
  }

  async function toggle() {
    if (pending || (variant !== 'remove' && !saveClickable(toolId, saved))) return
    const state = savedState()
    if (state.status === 'ready' && !state.signedIn) return sendToSignIn()
    setPending(true)
    try {
      const result = await setSaved({ toolId, saved: !saved })
      if (result.ok) {
        markSaved(toolId, result.data.saved)
        toast.success(result.data.saved ? 'Saved' : 'Removed from saved tools', result.data.saved ? `${name} is in your saved tools.` : undefined)
        if (variant === 'remove') router.refresh()
      } else if (result.code === 'unauthenticated') {
        sendToSignIn()
      } else {
        toast.error('Error', result.error)
      }
    } catch (error) {
      console.error(`saving ${name} failed:`, error)
      toast.error('Error', 'An unexpected error occurred. Please try again.')
    } finally {
      setPending(false)
    }
  }

  if (variant === 'remove') {
    return (
      <button
        type="button"
        onClick={toggle}
        disabled={pending}
        className={clsx('button button-ghost button-sm', className)}
      >
        <X aria-hidden className="size-4" />
        Remove<span className="sr-only"> {name} from saved tools</span>
      </button>
    )
  }
  const card = variant === 'card'
  return (
    <button
      type="button"
      onClick={toggle}
      // Not `disabled`: a disabled button drops keyboard focus, so a second key press would go nowhere.
      // The busy attributes only while pending: 24 cards on the home page, every byte counts.
      aria-disabled={pending || !known || undefined}
      aria-pressed={saved}
      aria-busy={pending || undefined}
      aria-label={card ? `Save ${name}` : undefined}
      title={card ? (saved ? `Saved: ${name}` : `Save ${name}`) : undefined}
      className={clsx(
        card ? 'save-card-button' : 'upvote-button h-11 px-4 text-sm',
        saved ? 'upvote-button-on' : 'upvote-button-off',
        pending && 'cursor-wait opacity-70',
        className,
      )}
    >
      <SpriteIcon name="bookmark" className={clsx('size-4', saved && 'fill-current')} />
      {card ? null : saved ? 'Saved' : 'Save'}
    </button>
  )
}
