import { clsx } from 'clsx'
import type { CSSProperties } from 'react'

import { monogram } from '@/domains/directory/shared'

/** The card's size, which the .tool-monogram class draws without inline sizes. */
const DEFAULT_SIZE = 48
const DEFAULT_FONT_SIZE = 18

/**
 * A tool's generated identity (initials on a colour from its name) where it has no logo that loads.
 * Text on a CSS tile, not an SVG, and only what differs from the class inline: 24 of them on the
 * home page, so every byte repeats (tests/e2e/page-weight.e2e.spec.ts).
 */
export function ToolMonogram({ name, size, className }: { name: string; size: number; className?: string }) {
  const { initials, background } = monogram(name)
  const fontSize = Math.round(size * (initials.length > 1 ? 0.38 : 0.46))
  const style: CSSProperties = { background }
  if (size !== DEFAULT_SIZE) Object.assign(style, { width: size, height: size })
  if (fontSize !== DEFAULT_FONT_SIZE) style.fontSize = fontSize
  return (
    <span role="img" aria-label={`${name} logo`} className={clsx('tool-monogram', className)} style={style}>
      {initials}
    </span>
  )
}
