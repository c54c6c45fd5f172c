import type { SessionUser } from '@/components/ui/session-store'
import { monogram } from '@/domains/directory/shared'

/** What the header calls a signed-in visitor: their name, else their address. */
export const displayName = (user: SessionUser) => user.name ?? user.email

/** The two sizes the header uses: the menu button's, and the larger one inside the open menu. */
const SIZES = { small: 'size-8 text-xs', large: 'size-10 text-sm' }

/**
 * Initials on a colour of their own, from the name (or the address's local part when there is
 * none). Whole class lists per size rather than an override merged in: a client component, and
 * tailwind-merge would otherwise ship to every page for this one span.
 */
export function UserAvatar({ user, size = 'small' }: { user: SessionUser; size?: keyof typeof SIZES }) {
  const { initials, background } = monogram(user.name ?? user.email.split('@')[0] ?? user.email)
  return (
    <span
      aria-hidden
      style={{ backgroundColor: background }}
      className={`inline-flex ${SIZES[size]} shrink-0 select-none items-center justify-center rounded-full font-semibold text-white`}
    >
      {initials}
    </span>
  )
}
