'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import type { PlanKey } from '@/domains/vendors/shared'

import { EMPTY_DRAFT, type OwnedToolChoice, type PlacementDraft } from './placement-draft'
import { PlanChoice } from './plan-choice'
import { SponsorshipForm } from './sponsorship-form'
import { WhyFeature } from './why-feature'

/**
 * The plan cards (a radio group: the plan chosen here is the form's plan), a preview of the
 * featured card and "Get Started", which swaps them for the multi-step form. `ownedTools` are the
 * signed-in vendor's listed tools (none when signed out); `preview` draws the featured card.
 */
export function FeatureToolFlow(props: { mode: 'stripe' | 'manual'; ownedTools: OwnedToolChoice[]; preview: (draft: PlacementDraft) => React.ReactNode }) {
  const { mode, ownedTools, preview } = props
  const [started, setStarted] = useState(false)
  const [plan, setPlan] = useState<PlanKey>('basic')
  if (started) {
    return (
      <div className="mx-auto mt-10 max-w-5xl">
        <SponsorshipForm mode={mode} plan={plan} ownedTools={ownedTools} preview={preview} />
      </div>
    )
  }
  const first = ownedTools[0]
  return (
    <>
      <div className="mx-auto mt-10 max-w-3xl">
        <PlanChoice value={plan} onChange={setPlan} legend={<legend className="sr-only">Choose a plan</legend>} />
      </div>
      <div className="mt-8 text-center">
        <Button size="lg" onClick={() => setStarted(true)}>
          Get Started
        </Button>
        <p className="mt-3 text-sm text-muted">You won&apos;t be charged until your placement is approved.</p>
      </div>
      <section aria-labelledby="featured-preview" className="mx-auto mt-16 grid max-w-4xl items-center gap-8 md:grid-cols-2">
        <div>
          <h2 id="featured-preview" className="text-2xl font-bold text-ink">
            Your featured slot
          </h2>
          <p className="mt-3 leading-7 text-muted">
            Featured tools sit above the regular results on the homepage and rank higher in search, marked Sponsored so visitors know
            it is a paid placement; reviews and ratings are never affected.{' '}
            {first
              ? `Here is ${first.name}, one of your tools, as it would appear. In the form you pick which of your tools to feature.`
              : 'Here is the card your details make; in the form it changes as you type.'}
          </p>
        </div>
        {preview(first ? { ...EMPTY_DRAFT, toolId: first.id, toolName: first.name, category: first.category, description: first.description } : EMPTY_DRAFT)}
      </section>
      <WhyFeature />
    </>
  )
}
