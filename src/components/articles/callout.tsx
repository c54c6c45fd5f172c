import { AlertTriangle, Info, Lightbulb } from 'lucide-react'

import type { CalloutBlock } from '@/payload-types'
import { cn } from '@/platform/ui/cn'

const tones = {
  info: { icon: Info, label: 'Note', box: 'border-sky-200 bg-sky-50', icon_: 'text-sky-600', title: 'text-sky-950' },
  tip: { icon: Lightbulb, label: 'Tip', box: 'border-emerald-200 bg-emerald-50', icon_: 'text-emerald-600', title: 'text-emerald-950' },
  warning: { icon: AlertTriangle, label: 'Warning', box: 'border-amber-200 bg-amber-50', icon_: 'text-amber-600', title: 'text-amber-950' },
} as const

/** The callout block: a note, tip or warning set apart from the text. */
export function Callout({ block }: { block: CalloutBlock }) {
  const tone = tones[block.tone] ?? tones.info
  const Icon = tone.icon
  return (
    <aside role="note" aria-label={`${tone.label}: ${block.title}`} className={cn('my-8 flex gap-3 rounded-2xl border p-5', tone.box)}>
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', tone.icon_)} />
      <div>
        <p className={cn('font-semibold', tone.title)}>{block.title}</p>
        <p className="mt-1.5 leading-7 text-slate-700">{block.text}</p>
      </div>
    </aside>
  )
}
