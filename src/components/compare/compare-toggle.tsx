'use client'

import { Check, GitCompareArrows } from 'lucide-react'

import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'

import { MAX_COMPARE, toggleCompare, useCompareList } from './compare-store'

/** Adds a tool to (or removes it from) the compare tray. */
export function CompareToggle({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const selected = useCompareList().some((item) => item.slug === slug)
  const onClick = () => {
    if (toggleCompare({ slug, name }) === 'full') {
      toast.info('Compare is full', `You can compare up to ${MAX_COMPARE} tools. Remove one first.`)
    }
  }
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={selected}
      aria-label={selected ? `Remove ${name} from compare` : `Add ${name} to compare`}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-lg border px-2.5 text-xs font-medium transition-colors',
        selected ? 'border-brand-300 bg-brand-50 text-brand-700' : 'border-line bg-white text-muted hover:border-brand-300 hover:text-ink',
        className,
      )}
    >
      {selected ? <Check className="size-3.5" aria-hidden /> : <GitCompareArrows className="size-3.5" aria-hidden />}
      Compare
    </button>
  )
}
