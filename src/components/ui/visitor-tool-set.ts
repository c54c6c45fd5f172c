'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { AUTH_CHANGED_EVENT } from '@/domains/accounts/shared'

/**
 * A set of tools that belongs to the current visitor (the ones they upvoted, the ones they saved),
 * fetched once per page load from a private, uncached endpoint and shared by every button on the
 * page. The pages themselves carry no per-user data, so they stay cacheable for everyone.
 */
export type ToolSetSnapshot = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  signedIn: boolean
  toolIds: ReadonlySet<number>
}

const INITIAL: ToolSetSnapshot = { status: 'idle', signedIn: false, toolIds: new Set() }

/** The store for the set `endpoint` answers (`{ signedIn, toolIds }`). */
export function visitorToolSet(endpoint: string) {
  let snapshot: ToolSetSnapshot = INITIAL
  let generation = 0
  const listeners = new Set<() => void>()

  function publish(next: ToolSetSnapshot) {
    snapshot = next
    for (const listener of listeners) listener()
  }

  function load() {
    if (snapshot.status !== 'idle') return
    const mine = ++generation
    publish({ ...snapshot, status: 'loading' })
    fetch(endpoint, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET ${endpoint} answered ${response.status}`)
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

  /** Forgets the set after signing in or out; buttons on the page load it again. */
  function reset() {
    generation++
    publish(INITIAL)
    if (listeners.size > 0) load()
  }

  if (typeof window !== 'undefined') window.addEventListener(AUTH_CHANGED_EVENT, reset)

  /**
   * Whether `toolId` is in the set. A button re-renders only when its own answer changes, not when
   * the set loads: the home page has 24 cards, and for most visitors every answer stays "no".
   */
  function useHas(toolId: number): boolean {
    useEffect(load, [])
    return useSyncExternalStore(subscribe, () => snapshot.toolIds.has(toolId), () => false)
  }

  /** Whether the set has loaded or failed to: until then the buttons show no state and take no click. */
  function useKnown(): boolean {
    useEffect(load, [])
    return useSyncExternalStore(subscribe, () => snapshot.status === 'ready' || snapshot.status === 'error', () => false)
  }

  /** The set as it is now, for a click (which needs to know whether the visitor is signed in). */
  function current(): ToolSetSnapshot {
    return snapshot
  }

  /**
   * Whether a click on a button that shows `shown` for `toolId` acts on what the visitor saw: the
   * set has loaded (or failed to) and agrees with the button. Until then a click is ignored, so
   * one made as the set arrives cannot undo an upvote the visitor did not yet see.
   */
  function clickable(toolId: number, shown: boolean): boolean {
    if (snapshot.status === 'idle' || snapshot.status === 'loading') return false
    return snapshot.toolIds.has(toolId) === shown
  }

  /** Records the outcome of a write so every button for the same tool agrees. */
  function mark(toolId: number, member: boolean) {
    const toolIds = new Set(snapshot.toolIds)
    if (member) toolIds.add(toolId)
    else toolIds.delete(toolId)
    publish({ status: 'ready', signedIn: true, toolIds })
  }

  return { useHas, useKnown, current, clickable, mark }
}
