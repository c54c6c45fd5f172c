'use client'

import { useCallback, useSyncExternalStore } from 'react'

/** The visitor's saved articles, kept in this browser only (nothing is sent to the server). */
export type SavedArticle = { slug: string; title: string; savedAt: string }

const STORAGE_KEY = 'hirestack:reading-list'
const CHANGE_EVENT = 'hirestack:reading-list-change'
const EMPTY: SavedArticle[] = []

let cachedRaw: string | null = null
let cachedList: SavedArticle[] = EMPTY

function isSavedArticle(value: unknown): value is SavedArticle {
  if (!value || typeof value !== 'object') return false
  const item = value as Record<string, unknown>
  return typeof item.slug === 'string' && typeof item.title === 'string' && typeof item.savedAt === 'string'
}

function read(): SavedArticle[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return EMPTY
  }
  if (raw === cachedRaw) return cachedList
  cachedRaw = raw
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    cachedList = Array.isArray(parsed) ? parsed.filter(isSavedArticle) : EMPTY
  } catch {
    cachedList = EMPTY
  }
  return cachedList
}

function write(list: SavedArticle[]): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(list))
  } catch {
    return false
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
  return true
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

export function useReadingList() {
  const list = useSyncExternalStore(subscribe, read, () => EMPTY)
  const save = useCallback((article: Omit<SavedArticle, 'savedAt'>) => {
    const rest = read().filter((item) => item.slug !== article.slug)
    return write([{ ...article, savedAt: new Date().toISOString() }, ...rest])
  }, [])
  const remove = useCallback((slug: string) => write(read().filter((item) => item.slug !== slug)), [])
  return { list, save, remove }
}
