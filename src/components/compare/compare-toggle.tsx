'use client'

import { clsx } from 'clsx'

import { SpriteIcon } from '@/components/ui/sprite-icon'
import { toast } from '@/components/ui/toast'

import { MAX_COMPARE, toggleCompare, useCompareSelected } from './compare-store'

/** Adds a tool to (or removes it from) the compare tray. */
export function CompareToggle({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const selected = useCompareSelected(slug)
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
      className={clsx(
        'compare-toggle',
        selected ? 'compare-toggle-on' : 'compare-toggle-off',
        className,
      )}
    >
      <SpriteIcon name={selected ? 'check' : 'compare'} className="size-3.5" />
      Compare
    </button>
  )
}
