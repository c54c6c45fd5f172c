import { clsx } from 'clsx'

/** The icons in the page's sprite (src/components/ui/icon-sprite.tsx). */
export type SpriteIconName =
  | 'arrow-up'
  | 'bookmark'
  | 'check'
  | 'chevron-down'
  | 'circle-check'
  | 'compare'
  | 'external-link'
  | 'loader'
  | 'log-in'
  | 'log-out'
  | 'mail'
  | 'menu'
  | 'pencil-line'
  | 'search'
  | 'sliders-horizontal'
  | 'thumbs-up'
  | 'trending-up'
  | 'user-round'
  | 'x'

export const spriteIconId = (name: SpriteIconName) => `i-${name}`

/**
 * An icon drawn from the sprite in the layout. Icons repeated on every card and list item cost a
 * 70-byte `<use>` each instead of a full inline SVG, and a client component draws one without
 * shipping the icon's code (lucide's icons are script: 12 of them were 4 KB of every page's); the fill comes from `.sprite-icon` in
 * components.css, so `fill-current` (a utility, which wins over the component layer) fills one.
 * Decorative unless given a `label`.
 */
export function SpriteIcon({ name, className, label }: { name: SpriteIconName; className?: string; label?: string }) {
  return (
    <svg className={clsx('sprite-icon', className)} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <use href={`#${spriteIconId(name)}`} />
    </svg>
  )
}
