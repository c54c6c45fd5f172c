import type { ReactNode } from 'react'

import { Card } from '@/components/ui/card'

/** The centred panel the sign-in, verification and password pages share. */
export function AuthCard({ title, subtitle, children }: { title?: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:items-center sm:py-20">
      <Card className="w-full max-w-md p-6 sm:p-8">
        {title ? (
          <div className="mb-6 space-y-2 text-center">
            <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
            {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
          </div>
        ) : null}
        {children}
      </Card>
    </main>
  )
}
