import { Bookmark, Check, ExternalLink, GitCompareArrows, ThumbsUp, TrendingUp, type LucideIcon } from 'lucide-react'

import { spriteIconId, type SpriteIconName } from './sprite-icon'

const ICONS: Record<SpriteIconName, LucideIcon> = {
  bookmark: Bookmark,
  check: Check,
  compare: GitCompareArrows,
  'external-link': ExternalLink,
  'thumbs-up': ThumbsUp,
  'trending-up': TrendingUp,
}

/**
 * The `<symbol>`s that SpriteIcon points at, rendered once in the layout. Each holds the lucide
 * icon; its own `fill="none"` is replaced by `inherit` so the referencing `<svg>` decides the fill.
 */
export function IconSprite() {
  return (
    <svg aria-hidden className="hidden">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={spriteIconId(name as SpriteIconName)} viewBox="0 0 24 24">
          <Icon fill="inherit" />
        </symbol>
      ))}
    </svg>
  )
}
