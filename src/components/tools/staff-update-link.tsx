'use client'

import { PencilLine } from 'lucide-react'

import { ButtonLink } from '@/components/ui/button'
import { useSession } from '@/components/ui/session-store'
import { hasRole } from '@/domains/accounts/shared'

/**
 * The update page is reached from a tool page. Only admins and editors see the link; it
 * appears after the browser has read the session, so the cached page stays the same for everyone.
 */
export function StaffUpdateLink({ slug }: { slug: string }) {
  const session = useSession()
  if (session.status !== 'ready' || !hasRole(session.user, 'admin', 'editor')) return null
  return (
    <ButtonLink href={`/update-tool/${slug}`} variant="outline" size="sm" prefetch={false}>
      <PencilLine className="size-4" aria-hidden />
      Update tool
    </ButtonLink>
  )
}
