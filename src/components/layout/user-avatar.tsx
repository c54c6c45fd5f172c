import { monogram } from '@/domains/directory/shared'
import { cn } from '@/platform/ui/cn'

import type { SessionUser } from './session-store'

/** What the header calls a signed-in visitor: their name, else their address. */
export const displayName = (user: SessionUser) => user.name ?? user.email

/** Initials on a colour of their own, from the name (or the address's local part when there is none). */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  const { initials, background } = monogram(user.name ?? user.email.split('@')[0] ?? user.email)
  return (
    <span
      aria-hidden
      style={{ backgroundColor: background }}
      className={cn('inline-flex size-8 shrink-0 select-none items-center justify-center rounded-full text-xs font-semibold text-white', className)}
    >
      {initials}
    </span>
  )
}
