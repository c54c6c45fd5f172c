'use client'

import { useEffect, useState } from 'react'

import type { ToolCardView } from '@/components/tools/tool-card-view'
import { useSession } from '@/components/ui/session-store'
import { FeatureToolFlow, type OwnedToolChoice } from '@/features/sponsorships/client'

import { FeaturedPreview, type OwnedCards } from './featured-preview'

/** A listed tool the signed-in vendor owns: what the form fills in, and its card for the preview. */
export type OwnedToolOffer = OwnedToolChoice & { card: ToolCardView }

/**
 * /feature-tool's flow with the signed-in visitor's own tools, fetched from a private endpoint once
 * the session is known: the page stays the same for every visitor, so the cache tier can keep it.
 */
export function FeatureToolStart({ mode }: { mode: 'stripe' | 'manual' }) {
  const session = useSession()
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : null
  const [offers, setOffers] = useState<OwnedToolOffer[]>([])
  useEffect(() => {
    if (userId === null) return
    let live = true
    fetch('/me/owned-tools', { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ tools: OwnedToolOffer[] }>) : { tools: [] }))
      .then((body) => {
        if (live) setOffers(body.tools)
      })
      // Without the list the vendor types the tool in, as a signed-out visitor does.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [userId])
  const owned: OwnedCards = new Map(offers.map((offer) => [offer.id, offer.card]))
  return <FeatureToolFlow mode={mode} ownedTools={offers} preview={(draft) => <FeaturedPreview draft={draft} owned={owned} />} />
}
