import { clsx } from 'clsx'
import type { CSSProperties } from 'react'

import { monogram } from '@/domains/directory/shared'

/** The card's size, which the .tool-monogram class draws without inline sizes. */
const DEFAULT_SIZE = 48
const DEFAULT_FONT_SIZE = 18

/**
 * A tool's generated identity (its initials on the colour `tone` picks from the palette) where it
 * has no logo that loads. Text on a CSS tile, not an SVG, its colour a class (`mono-{tone}`) and
 * only what differs from the classes inline: 24 of them on the home page, so every byte repeats
 * (tests/e2e/page-weight.e2e.spec.ts).
 */
export function ToolMonogram({ name, tone, size, className }: { name: string; tone: number; size: number; className?: string }) {
  const { initials } = monogram(name, tone)
  const fontSize = Math.round(size * (initials.length > 1 ? 0.38 : 0.46))
  const style: CSSProperties = {}
  if (size !== DEFAULT_SIZE) Object.assign(style, { width: size, height: size })
  if (fontSize !== DEFAULT_FONT_SIZE) style.fontSize = fontSize
  return (
    <span role="img" aria-label={`${name} logo`} className={clsx('tool-monogram', `mono-${tone}`, className)} style={style}>
      {initials}
    </span>
  )
}
