import { Check } from 'lucide-react'

import { cn } from '@/platform/ui/cn'

const STEP_LABELS = ['Tool Info', 'Contact', 'Plan', 'Payment'] as const

/** Progress of the 4 form steps; step 5 (confirmation) shows all four done. */
export function StepProgress({ step }: { step: number }) {
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Progress">
      {STEP_LABELS.map((label, index) => {
        const number = index + 1
        const done = step > number
        const current = step === number
        return (
          <li key={label} className="flex flex-col items-center gap-2 text-center" aria-current={current ? 'step' : undefined}>
            <span className={cn('h-1.5 w-full rounded-full', done || current ? 'bg-brand-600' : 'bg-slate-200')} aria-hidden />
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full text-xs font-semibold',
                done ? 'bg-brand-600 text-white' : current ? 'bg-brand-50 text-brand-700 ring-2 ring-brand-600' : 'bg-slate-100 text-muted',
              )}
              aria-hidden
            >
              {done ? <Check className="size-4" /> : number}
            </span>
            <span className={cn('text-xs font-medium sm:text-sm', current ? 'text-ink' : 'text-muted')}>{label}</span>
          </li>
        )
      })}
    </ol>
  )
}
