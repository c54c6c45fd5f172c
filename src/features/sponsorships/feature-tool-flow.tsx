'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'

import { PlanCard } from './plan-cards'
import { SponsorshipForm } from './sponsorship-form'
import { WhyFeature } from './why-feature'

/** Plan cards and "Get Started"; starting swaps the cards for the multi-step form. */
export function FeatureToolFlow({ mode }: { mode: 'stripe' | 'manual' }) {
  const [started, setStarted] = useState(false)
  if (started) {
    return (
      <div className="mx-auto mt-10 max-w-3xl">
        <SponsorshipForm mode={mode} />
      </div>
    )
  }
  return (
    <>
      <div className="mx-auto mt-10 grid max-w-3xl gap-6 md:grid-cols-2">
        <PlanCard plan="basic" />
        <PlanCard plan="premium" />
      </div>
      <div className="mt-8 text-center">
        <Button size="lg" onClick={() => setStarted(true)}>
          Get Started
        </Button>
        <p className="mt-3 text-sm text-muted">You won&apos;t be charged until your placement is approved.</p>
      </div>
      <WhyFeature />
    </>
  )
}
