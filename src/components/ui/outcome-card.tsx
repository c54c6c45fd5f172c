import type { ReactNode } from 'react'

import { ButtonLink } from '@/components/ui/button'

import { AuthCard } from './auth-card'

/** The card a mailed link's page ends on (unsubscribed, already, a bad link), with the way back to the site. */
export function OutcomeCard({ title, icon, role, children }: { title: string; icon: ReactNode; role?: 'status'; children: ReactNode }) {
  return (
    <AuthCard title={title}>
      <div className="space-y-6 text-center" role={role}>
        {icon}
        <p className="text-sm text-muted">{children}</p>
        <ButtonLink href="/" size="lg" className="w-full">
          Back to HireStack
        </ButtonLink>
      </div>
    </AuthCard>
  )
}
