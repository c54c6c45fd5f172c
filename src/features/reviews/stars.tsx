import { clsx } from 'clsx'
import { Star } from 'lucide-react'

/**
 * Five stars with `value` of them filled (rounded to the nearest half), read out as "Rated 4.5 out
 * of 5" unless `decorative` (beside text that already says the figure).
 */
export function Stars({ value, decorative = false, className }: { value: number; decorative?: boolean; className?: string }) {
  const rounded = Math.round(value * 2) / 2
  return (
    <span className={clsx('inline-flex items-center gap-0.5', className)} aria-hidden={decorative || undefined}>
      {decorative ? null : <span className="sr-only">Rated {value.toFixed(1)} out of 5</span>}
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = rounded >= position ? 'full' : rounded >= position - 0.5 ? 'half' : 'empty'
        return (
          <span key={position} aria-hidden className="relative inline-block size-4">
            <Star className="absolute inset-0 size-4 text-slate-300" />
            {fill !== 'empty' ? (
              <span className={clsx('absolute inset-y-0 left-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}>
                <Star className="size-4 fill-amber-400 text-amber-500" />
              </span>
            ) : null}
          </span>
        )
      })}
    </span>
  )
}
