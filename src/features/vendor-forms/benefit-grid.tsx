import type { LucideIcon } from 'lucide-react'

import { Card } from '@/components/ui/card'

export type Benefit = { icon: LucideIcon; title: string; text: string }

/** The three benefit blocks of the vendor landing pages (submit-tool, feature-tool). */
export function BenefitGrid({ items, heading: Heading = 'h3' }: { items: Benefit[]; heading?: 'h2' | 'h3' }) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {items.map(({ icon: Icon, title, text }) => (
        <Card key={title} className="p-6">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Icon className="size-5" aria-hidden />
          </span>
          <Heading className="mt-4 text-lg font-semibold text-ink">{title}</Heading>
          <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
        </Card>
      ))}
    </div>
  )
}
