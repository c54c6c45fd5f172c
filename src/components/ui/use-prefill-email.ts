'use client'

import { useEffect, useRef } from 'react'

import { useSession } from './session-store'

/**
 * Offers the signed-in user's address to an e-mail field, once, when the session is known in the
 * browser: `prefill` fills the field only if it is still empty, and the user may change it. The
 * address never comes from the server's HTML, so a page shared through the cache tier is the same
 * for every visitor.
 */
export function usePrefillEmail(prefill: (email: string) => void) {
  const session = useSession()
  const email = session.status === 'ready' ? (session.user?.email ?? null) : null
  const offered = useRef(false)
  useEffect(() => {
    if (!email || offered.current) return
    offered.current = true
    prefill(email)
  }, [email, prefill])
}
