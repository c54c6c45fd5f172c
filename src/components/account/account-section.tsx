import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { Card } from '@/components/ui/card'
import { cn } from '@/platform/ui/cn'

/** One panel of /account: an icon, a title, what it is for, then its content. */
export function AccountSection(props: {
  id: string
  icon: LucideIcon
  title: string
  description?: ReactNode
  tone?: 'default' | 'danger'
  children: ReactNode
}) {
  const Icon = props.icon
  const danger = props.tone === 'danger'
  return (
    <Card className={cn('p-5 sm:p-6', danger && 'border-red-200')}>
      <section aria-labelledby={props.id}>
        <div className="flex items-start gap-3">
          <span className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-lg', danger ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-600')}>
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={props.id} className="text-base font-semibold text-ink">
              {props.title}
            </h2>
            {props.description ? <p className="mt-0.5 text-sm text-muted">{props.description}</p> : null}
          </div>
        </div>
        <div className="mt-5">{props.children}</div>
      </section>
    </Card>
  )
}
