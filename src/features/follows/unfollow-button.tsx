'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { toast } from '@/components/ui/toast'

import { setFollow, type FollowKind } from './set-follow'

/** Unfollow in /account's list; the list then drops the row. */
export function UnfollowButton({ kind, targetId, name }: { kind: FollowKind; targetId: number; name: string }) {
  const router = useRouter()
  const [pending, setPending] = useState(false)

  async function unfollow() {
    setPending(true)
    try {
      const result = await setFollow({ kind, targetId, followed: false })
      if (result.ok) {
        toast.success(`Unfollowed ${name}`)
        router.refresh()
      } else {
        toast.error('Error', result.error)
      }
    } catch (error) {
      console.error(`unfollowing ${name} failed:`, error)
      toast.error('Error', 'An unexpected error occurred. Please try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <button type="button" onClick={unfollow} disabled={pending} className="button button-ghost button-sm shrink-0">
      Unfollow<span className="sr-only"> {name}</span>
    </button>
  )
}
