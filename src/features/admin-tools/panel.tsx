import type { ReactNode } from 'react'

import { Card } from '@/components/ui/card'

/** One admin tool: a titled card with a short explanation and its controls. */
export function Panel(props: { title: string; description: ReactNode; icon?: ReactNode; children: ReactNode; id?: string }) {
  const headingId = `${props.id ?? props.title.toLowerCase().replace(/\W+/g, '-')}-heading`
  return (
    <Card className="flex flex-col p-5 sm:p-6" aria-labelledby={headingId} role="region">
      <div className="flex items-start gap-3">
        {props.icon ? <div className="mt-0.5 rounded-lg bg-brand-50 p-2 text-brand-700" aria-hidden="true">{props.icon}</div> : null}
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            {props.title}
          </h2>
          <p className="mt-1 text-sm text-muted">{props.description}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-4">{props.children}</div>
    </Card>
  )
}
