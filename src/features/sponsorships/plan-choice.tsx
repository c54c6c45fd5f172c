'use client'

import { clsx } from 'clsx'

import { formatUsd, PLANS, type PlanKey } from '@/domains/vendors/shared'

import { PlanCard } from './plan-cards'

const PLAN_KEYS = ['basic', 'premium'] as const satisfies PlanKey[]

/**
 * The two plan cards as one radio group: native radios (arrow keys move between them, Space picks)
 * whose label stretches over the whole card, so a click anywhere on a card chooses it. The label
 * is not wrapped around the card: a card holds a heading and a list, which a label may not. The
 * radio itself sits above the label's overlay, so a click on the radio reaches the radio.
 */
export function PlanChoice({ value, onChange, legend }: { value: PlanKey; onChange: (plan: PlanKey) => void; legend: React.ReactNode }) {
  return (
    <fieldset>
      {legend}
      <div className="grid gap-5 pt-3 md:grid-cols-2">
        {PLAN_KEYS.map((key) => {
          const selected = value === key
          return (
            <PlanCard
              key={key}
              plan={key}
              selected={selected}
              className={clsx(
                'transition has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-400',
                selected ? 'bg-brand-50/40' : 'hover:border-brand-300',
              )}
            >
              <label className="mt-auto flex min-h-11 cursor-pointer items-center gap-2.5 pt-5 text-sm font-medium text-brand-700 after:absolute after:inset-0 after:rounded-2xl">
                <input
                  type="radio"
                  name="plan"
                  value={key}
                  checked={selected}
                  onChange={() => onChange(key)}
                  aria-label={`${PLANS[key].name} plan, ${formatUsd(PLANS[key].monthlyCents)} per month`}
                  className="relative z-10 size-4 accent-brand-600"
                />
                <span aria-hidden>{selected ? 'Selected' : `Choose ${PLANS[key].name}`}</span>
              </label>
            </PlanCard>
          )
        })}
      </div>
    </fieldset>
  )
}
