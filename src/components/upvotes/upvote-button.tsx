'use client'

import { ArrowBigUp } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { loadSession, useSession } from '@/components/layout/session-store'
import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'
import { upvoteLabel } from '@/lib/tool-query/badges'

interface UpvoteButtonProps {
  toolId: number
  slug: string
  initialCount: number
  variant?: 'card' | 'header'
}

async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  return body?.errors?.[0]?.message ?? response.statusText
}

/**
 * Upvote with count (spec §4, §5). Signed out: the toast "Authentication required" and a redirect
 * to /auth with the current path as return URL. Signed in: toggles the visitor's own upvote.
 */
export function UpvoteButton({ toolId, slug, initialCount, variant = 'card' }: UpvoteButtonProps) {
  const session = useSession()
  const router = useRouter()
  const [count, setCount] = useState(initialCount)
  const [upvoted, setUpvoted] = useState(false)
  const [busy, setBusy] = useState(false)

  const onClick = async () => {
    const user = session.status === 'ready' ? session.user : await loadSession()
    if (!user) {
      toast.error('Authentication required', 'Please sign in to upvote tools')
      const returnTo = `${window.location.pathname}${window.location.search}`
      router.push(`/auth?returnTo=${encodeURIComponent(returnTo)}`)
      return
    }
    setBusy(true)
    try {
      const response = upvoted
        ? await fetch(`/api/upvotes?where[tool][equals]=${toolId}&where[user][equals]=${user.id}`, {
            method: 'DELETE',
            credentials: 'same-origin',
          })
        : await fetch('/api/upvotes', {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ tool: toolId }),
          })
      if (!response.ok) {
        const message = await errorMessage(response)
        toast.error('Error', upvoted ? `Failed to remove upvote: ${message}` : `Failed to upvote tool: ${message}`)
        return
      }
      setCount((value) => Math.max(0, value + (upvoted ? -1 : 1)))
      setUpvoted(!upvoted)
      toast.success('Success', upvoted ? 'Upvote removed successfully' : 'Tool upvoted successfully!')
    } catch {
      toast.error('Error', 'An unexpected error occurred. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  const label = upvoted ? 'Upvoted' : 'Upvote'
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-pressed={upvoted}
      data-tool={slug}
      aria-label={`${label}, ${upvoteLabel(count)}`}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg border font-medium transition-colors disabled:opacity-60',
        upvoted ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700' : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
        variant === 'header' ? 'h-10 px-4 text-sm' : 'h-8 px-2.5 text-xs',
      )}
    >
      <ArrowBigUp className={cn(variant === 'header' ? 'size-5' : 'size-4', upvoted && 'fill-current')} aria-hidden />
      {variant === 'header' ? <span>{label}</span> : null}
      <span className={cn(variant === 'header' && 'border-l border-current/30 pl-2')}>{upvoteLabel(count)}</span>
    </button>
  )
}
