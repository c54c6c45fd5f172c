'use client'

import { clsx } from 'clsx'
import { Bell, BellRing } from 'lucide-react'
import { usePathname, useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useState } from 'react'

import { toast } from '@/components/ui/toast'
import { AUTH_CHANGED_EVENT, authUrlFor } from '@/domains/accounts/shared'

import { setFollow, type FollowKind } from './set-follow'

type Followed = { signedIn: boolean; categories: number[]; integrations: number[] }
type Props = { kind: FollowKind; targetId: number; name: string }

/**
 * Follow a category or an integration: new tools approved in it reach the visitor in the daily
 * digest. The page is the same for everyone (cached); whether this visitor follows it comes from
 * one private request to /me/follows. Signed out, the button sends to /auth and back here.
 */
export function FollowButton({ kind, targetId, name }: Props) {
  const router = useRouter()
  const pathname = usePathname()
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; signedIn: boolean; followed: boolean }>({
    status: 'loading',
    signedIn: false,
    followed: false,
  })
  const [pending, setPending] = useState(false)
  const hintId = useId()

  const load = useCallback(() => {
    fetch('/me/follows', { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /me/follows answered ${response.status}`)
        const body = (await response.json()) as Followed
        const ids = kind === 'category' ? body.categories : body.integrations
        setState({ status: 'ready', signedIn: body.signedIn, followed: ids.includes(targetId) })
      })
      .catch((error: unknown) => {
        console.error(error)
        setState((previous) => ({ ...previous, status: 'error' }))
      })
  }, [kind, targetId])

  useEffect(() => {
    load()
    window.addEventListener(AUTH_CHANGED_EVENT, load)
    return () => window.removeEventListener(AUTH_CHANGED_EVENT, load)
  }, [load])

  function sendToSignIn() {
    toast.info('Authentication required', 'Please sign in to follow')
    router.push(authUrlFor(`${pathname}${window.location.search}`))
  }

  async function toggle() {
    if (state.status === 'ready' && !state.signedIn) return sendToSignIn()
    const wanted = !state.followed
    setPending(true)
    try {
      const result = await setFollow({ kind, targetId, followed: wanted })
      if (result.ok) {
        setState({ status: 'ready', signedIn: true, followed: result.data.followed })
        toast.success(
          wanted ? `Following ${name}` : `Unfollowed ${name}`,
          wanted ? 'New tools in it reach you in one e-mail a day.' : undefined,
        )
      } else if (result.code === 'unauthenticated') {
        sendToSignIn()
      } else {
        toast.error('Error', result.error)
      }
    } catch (error) {
      console.error(`following ${name} failed:`, error)
      toast.error('Error', 'An unexpected error occurred. Please try again.')
    } finally {
      setPending(false)
    }
  }

  const Icon = state.followed ? BellRing : Bell
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={toggle}
        disabled={pending}
        aria-pressed={state.followed}
        aria-busy={pending}
        aria-describedby={hintId}
        data-follow={`${kind}:${targetId}`}
        className={clsx('upvote-button h-10 px-4 text-sm', state.followed ? 'upvote-button-on' : 'upvote-button-off')}
      >
        <Icon aria-hidden className="size-4" />
        {state.followed ? 'Following' : 'Follow'}
      </button>
      <p id={hintId} className="text-xs text-muted">
        {state.followed ? `New tools in ${name} reach you in a daily e-mail.` : `Get a daily e-mail when tools are added to ${name}.`}
      </p>
    </div>
  )
}
