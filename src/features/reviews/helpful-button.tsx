'use client'

import { clsx } from 'clsx'
import { ThumbsUp } from 'lucide-react'
import { useState } from 'react'

import { toast } from '@/components/ui/toast'

import { setReviewHelpful } from './set-review-helpful'

type Props = { reviewId: number; count: number; marked: boolean; disabledReason: string | null; onChange: (helpful: boolean) => void }

/** "Helpful (3)", plain "Helpful" before the first mark: a signed-in visitor's one mark on someone else's published review; pressing again takes it back. */
export function HelpfulButton({ reviewId, count, marked, disabledReason, onChange }: Props) {
  const [pending, setPending] = useState(false)

  async function toggle() {
    if (disabledReason) return toast.info(disabledReason)
    setPending(true)
    try {
      const result = await setReviewHelpful({ reviewId, helpful: !marked })
      if (result.ok) onChange(result.data.helpful)
      else toast.error('Error', result.error)
    } catch (error) {
      console.error('helpful vote failed:', error)
      toast.error('Error', 'An unexpected error occurred. Please try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-pressed={marked}
      className={clsx('upvote-button h-9 px-3 text-xs', marked ? 'upvote-button-on' : 'upvote-button-off')}
    >
      <ThumbsUp aria-hidden className="size-3.5" />
      {count > 0 ? `Helpful (${count})` : 'Helpful'}
    </button>
  )
}
