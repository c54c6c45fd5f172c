'use client'

import { ToolCard } from '@/components/tools/tool-card'
import type { ToolCardView } from '@/components/tools/tool-card-view'
import { toolTone } from '@/domains/directory/shared'
import type { PlacementDraft } from '@/features/sponsorships/client'

/** The vendor's listed tool's card as the directory shows it, for a draft that picked one. */
export type OwnedCards = Map<number, ToolCardView>

/** The card a placement would show: the picked tool's own card, or one built from what was typed so far. */
function draftCard(draft: PlacementDraft, owned: OwnedCards): ToolCardView {
  const listed = draft.toolId === null ? undefined : owned.get(draft.toolId)
  if (listed) return { ...listed, sponsored: true }
  const name = draft.toolName.trim() || 'Your Tool'
  return {
    id: 0,
    name,
    slug: '',
    logo: draft.logoUrl,
    category: draft.category && draft.category !== 'Other' ? draft.category : null,
    description: draft.description.trim() || 'Your description appears here, clamped to two lines.',
    keyBenefits: [],
    pricing: 'Contact for pricing',
    upvoteCount: 0,
    trending: false,
    isNew: true,
    founderAdded: true,
    sponsored: true,
    canVisit: true,
    tone: toolTone({ name }),
  }
}

/**
 * The featured card, live: the directory's own card component, marked sponsored, drawn from the
 * draft. It is a picture of the card, so it is inert: its buttons would act on a real tool.
 */
export function FeaturedPreview({ draft, owned }: { draft: PlacementDraft; owned: OwnedCards }) {
  return (
    <figure className="rounded-2xl border border-dashed border-brand-300 bg-brand-50/40 p-4">
      <figcaption className="mb-3 text-xs font-semibold tracking-wide text-brand-700 uppercase">Preview: your featured card</figcaption>
      <div inert className="pointer-events-none select-none">
        <ToolCard card={draftCard(draft, owned)} />
      </div>
    </figure>
  )
}
