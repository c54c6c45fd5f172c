import { clsx } from 'clsx'
import type { HTMLAttributes } from 'react'

export type BadgeTone = 'neutral' | 'brand' | 'green' | 'amber' | 'red'

/** The classes are defined in src/app/(frontend)/ui-classes.css. */
export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={clsx('badge', `badge-${tone}`, className)} {...props} />
}
