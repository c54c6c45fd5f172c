'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { AUTH_CHANGED_EVENT } from '@/domains/accounts/shared'

/**
 * Which tools the current visitor has upvoted, fetched once per page load from /me/upvotes (a
 * private, uncached answer) and shared by every upvote button. The pages themselves carry no
 * per-user data, so they stay cacheable for everyone.
 */
export type UpvoteSnapshot = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  signedIn: boolean
  toolIds: ReadonlySet<number>
}

const INITIAL: UpvoteSnapshot = { status: 'idle', signedIn: false, toolIds: new Set() }

let snapshot: UpvoteSnapshot = INITIAL
let generation = 0
const listeners = new Set<() => void>()

function publish(next: UpvoteSnapshot) {
  snapshot = next
  for (const listener of listeners) listener()
}

function load() {
  if (snapshot.status !== 'idle') return
  const mine = ++generation
  publish({ ...snapshot, status: 'loading' })
  fetch('/me/upvotes', { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /me/upvotes answered ${response.status}`)
      const body = (await response.json()) as { signedIn: boolean; toolIds: number[] }
      if (mine === generation) publish({ status: 'ready', signedIn: body.signedIn, toolIds: new Set(body.toolIds) })
    })
    .catch((error: unknown) => {
      console.error(error)
      if (mine === generation) publish({ ...snapshot, status: 'error' })
    })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useUpvotes(): UpvoteSnapshot {
  useEffect(load, [])
  return useSyncExternalStore(subscribe, () => snapshot, () => INITIAL)
}

/** Records the outcome of an upvote so every button for the same tool agrees. */
export function markUpvoted(toolId: number, upvoted: boolean) {
  const toolIds = new Set(snapshot.toolIds)
  if (upvoted) toolIds.add(toolId)
  else toolIds.delete(toolId)
  publish({ status: 'ready', signedIn: true, toolIds })
}

/** Forgets the cached state after signing in or out; buttons on the page load it again. */
function resetUpvotes() {
  generation++
  publish(INITIAL)
  if (listeners.size > 0) load()
}

if (typeof window !== 'undefined') window.addEventListener(AUTH_CHANGED_EVENT, resetUpvotes)
