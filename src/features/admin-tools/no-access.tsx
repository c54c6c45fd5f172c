import { ShieldAlert } from 'lucide-react'

import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'

/** Shown to signed-in users without the admin or editor role. */
export function NoAccess() {
  return (
    <Container className="flex flex-1 items-center justify-center py-16">
      <Card className="max-w-md p-8 text-center">
        <ShieldAlert className="mx-auto size-10 text-amber-600" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold text-ink">No access</h1>
        <p className="mt-2 text-sm text-muted">
          This page is for HireStack administrators and editors. Your account doesn&apos;t have that role. If you think it
          should, ask an administrator to grant it.
        </p>
        <ButtonLink href="/" variant="outline" className="mt-6">
          Back to Home
        </ButtonLink>
      </Card>
    </Container>
  )
}
