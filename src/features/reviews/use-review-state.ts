'use client'

import { useCallback, useEffect, useState } from 'react'

import { AUTH_CHANGED_EVENT } from '@/domains/accounts/shared'

import type { ReviewState } from './review-state'

export type LoadedReviewState = { status: 'loading' | 'ready' | 'error'; state: ReviewState | null; reload: () => void }

/**
 * The visitor's side of one tool's reviews from /me/reviews (private, never cached): whether they
 * may write a review, their own review, vendor rights and helpful marks. Loaded again after
 * signing in or out, and after a write that changes it.
 */
export function useReviewState(toolId: number): LoadedReviewState {
  const [loaded, setLoaded] = useState<{ status: LoadedReviewState['status']; state: ReviewState | null }>({ status: 'loading', state: null })
  const [generation, setGeneration] = useState(0)
  const reload = useCallback(() => setGeneration((value) => value + 1), [])

  useEffect(() => {
    let current = true
    fetch(`/me/reviews?tool=${toolId}`, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /me/reviews answered ${response.status}`)
        const state = (await response.json()) as ReviewState
        if (current) setLoaded({ status: 'ready', state })
      })
      .catch((error: unknown) => {
        console.error(error)
        if (current) setLoaded({ status: 'error', state: null })
      })
    return () => {
      current = false
    }
  }, [toolId, generation])

  useEffect(() => {
    window.addEventListener(AUTH_CHANGED_EVENT, reload)
    return () => window.removeEventListener(AUTH_CHANGED_EVENT, reload)
  }, [reload])

  return { ...loaded, reload }
}
