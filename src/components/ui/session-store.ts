'use client'

import { useSyncExternalStore } from 'react'

import { AUTH_CHANGED_EVENT } from '@/domains/accounts/shared'

/** The signed-in user as the header, upvote buttons and staff links need it; null when signed out. */
export interface SessionUser {
  id: number
  email: string
  name: string | null
  roles: string[]
}

type MeUser = Pick<SessionUser, 'id' | 'email'> & { name?: string | null; roles?: string[] | null }

type SessionState = { status: 'loading' } | { status: 'ready'; user: SessionUser | null }

/**
 * The server renders every reader as loading, and the page starts from that same object: React
 * compares the two after hydrating, and a different object, even an equal one, would make it
 * re-render every session reader synchronously before the page can answer input.
 */
const serverState: SessionState = { status: 'loading' }
let state: SessionState = serverState
let request: Promise<SessionUser | null> | null = null
const listeners = new Set<() => void>()

function publish(next: SessionState) {
  state = next
  for (const listener of listeners) listener()
}

/**
 * Reads the session from Payload's `/api/users/me` once per page load, in the browser, so the
 * server-rendered pages stay identical (and cacheable) for every anonymous visitor.
 */
function loadSession(): Promise<SessionUser | null> {
  request ??= fetch('/api/users/me', { credentials: 'same-origin', cache: 'no-store' })
    .then(async (response) => {
      const body = response.ok ? ((await response.json()) as { user?: MeUser | null }) : null
      return body?.user ? { id: body.user.id, email: body.user.email, name: body.user.name?.trim() || null, roles: body.user.roles ?? [] } : null
    })
    .catch(() => null)
    .then((user) => {
      publish({ status: 'ready', user })
      return user
    })
  return request
}

export function setSignedOut() {
  request = Promise.resolve(null)
  publish({ status: 'ready', user: null })
}

/** Signing in or out elsewhere on the page (auth form, sign-out) makes the header read again. */
function reloadSession() {
  request = null
  void loadSession()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener(AUTH_CHANGED_EVENT, reloadSession)
  listeners.add(listener)
  void loadSession()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener(AUTH_CHANGED_EVENT, reloadSession)
  }
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  )
}
