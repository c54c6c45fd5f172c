import { Check } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { formatUsd, PLANS, type PlanKey } from '@/domains/vendors/shared'
import { cn } from '@/platform/ui/cn'

/**
 * The Basic ($250/mo) and Premium ($500/mo) cards; Premium is marked RECOMMENDED, the chosen one is
 * ringed. The plan's name is a second-level heading: the cards stand right below the page's title,
 * on the landing and in the plan step alike.
 */
export function PlanCard(props: { plan: PlanKey; selected: boolean; className?: string; children?: React.ReactNode }) {
  const { plan, selected, className, children } = props
  const { name, monthlyCents, features } = PLANS[plan]
  const recommended = plan === 'premium'
  return (
    <div
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm',
        selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-line',
        className,
      )}
    >
      {recommended ? (
        <Badge tone="brand" className="absolute -top-3 left-6 bg-brand-600 text-white ring-0">
          RECOMMENDED
        </Badge>
      ) : null}
      <h2 className="text-lg font-semibold text-ink">{name}</h2>
      <p className="mt-2">
        <span className="text-3xl font-bold text-ink">{formatUsd(monthlyCents)}</span>
        <span className="text-muted">/mo</span>
      </p>
      <ul className="mt-5 space-y-2.5 text-sm text-ink">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {children}
    </div>
  )
}
