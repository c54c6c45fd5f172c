import { clsx } from 'clsx'

/** The icons in the page's sprite (src/components/ui/icon-sprite.tsx). */
export type SpriteIconName = 'bookmark' | 'check' | 'compare' | 'external-link' | 'thumbs-up' | 'trending-up'

export const spriteIconId = (name: SpriteIconName) => `i-${name}`

/**
 * An icon drawn from the sprite in the layout. Icons repeated on every card and list item cost a
 * 70-byte `<use>` each instead of a full inline SVG; the fill comes from `.sprite-icon` in
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
