'use client'

import { useSyncExternalStore } from 'react'

import { whenIdle } from '@/components/ui/when-idle'
import { compareAddress } from '@/domains/directory/shared'

export const MAX_COMPARE = 4
export const MIN_COMPARE = 2
const STORAGE_KEY = 'compareTools'

export interface CompareItem {
  slug: string
  name: string
}

const EMPTY: CompareItem[] = []
let items: CompareItem[] | null = null
const listeners = new Set<() => void>()

function isCompareItem(item: unknown): item is CompareItem {
  return typeof item === 'object' && item !== null && 'slug' in item && typeof item.slug === 'string' && 'name' in item && typeof item.name === 'string'
}

function read(): CompareItem[] {
  if (items) return items
  try {
    const parsed = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown
    const stored = Array.isArray(parsed) ? parsed.filter(isCompareItem).slice(0, MAX_COMPARE) : []
    // The server's empty list when nothing is picked, so hydration has nothing to redo.
    items = stored.length > 0 ? stored : EMPTY
  } catch {
    items = EMPTY
  }
  return items
}

function write(next: CompareItem[]) {
  items = next
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Private mode or full storage: the tray still works for this page view.
  }
  for (const listener of listeners) listener()
}

export function toggleCompare(item: CompareItem): 'added' | 'removed' | 'full' {
  const current = read()
  if (current.some((entry) => entry.slug === item.slug)) {
    write(current.filter((entry) => entry.slug !== item.slug))
    return 'removed'
  }
  if (current.length >= MAX_COMPARE) return 'full'
  write([...current, item])
  return 'added'
}

export function clearCompare() {
  write([])
}

/** The tray becomes these tools: what the compare page shows after a tool is added or removed there. */
export function replaceCompare(list: CompareItem[]) {
  write(list.slice(0, MAX_COMPARE))
}

export function compareHref(list: CompareItem[]): string {
  return compareAddress(list.map((item) => item.slug))
}

let watchingOtherTabs = false

/**
 * Another tab's change to the list reaches this one through the `storage` event, listened to once
 * for the page rather than by each toggle. Chromium's first `storage` listener on a page costs 1-3 ms
 * (the page subscribes to the browser's storage events), so it is added when the browser is next
 * idle (within 2 s), not in the start-up work that hydration does.
 */
function watchOtherTabs() {
  if (watchingOtherTabs) return
  watchingOtherTabs = true
  whenIdle(
    () =>
      window.addEventListener('storage', (event) => {
        if (event.key !== STORAGE_KEY) return
        items = null
        for (const listener of listeners) listener()
      }),
    2000,
  )
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  watchOtherTabs()
  return () => void listeners.delete(listener)
}

/** The tools picked for comparison, kept in the browser across pages. */
export function useCompareList(): CompareItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY)
}

/** Whether one tool is picked: its toggle re-renders only when that answer changes. */
export function useCompareSelected(slug: string): boolean {
  return useSyncExternalStore(subscribe, () => read().some((item) => item.slug === slug), () => false)
}
