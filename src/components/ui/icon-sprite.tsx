import {
  ArrowUp,
  Bookmark,
  Check,
  ChevronDown,
  CircleCheck,
  ExternalLink,
  GitCompareArrows,
  LoaderCircle,
  LogIn,
  LogOut,
  Mail,
  Menu,
  PencilLine,
  Search,
  SlidersHorizontal,
  ThumbsUp,
  TrendingUp,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react'

import { spriteIconId, type SpriteIconName } from './sprite-icon'

const ICONS: Record<SpriteIconName, LucideIcon> = {
  'arrow-up': ArrowUp,
  bookmark: Bookmark,
  check: Check,
  'chevron-down': ChevronDown,
  'circle-check': CircleCheck,
  compare: GitCompareArrows,
  'external-link': ExternalLink,
  loader: LoaderCircle,
  'log-in': LogIn,
  'log-out': LogOut,
  mail: Mail,
  menu: Menu,
  'pencil-line': PencilLine,
  search: Search,
  'sliders-horizontal': SlidersHorizontal,
  'thumbs-up': ThumbsUp,
  'trending-up': TrendingUp,
  'user-round': UserRound,
  x: X,
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
