import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { hasRole } from '@/domains/accounts'
import { loadToolForUpdate, type ToolUpdateInfo } from '@/features/admin-tools'
import { NoAccess, ToolUpdateView } from '@/features/admin-tools/client'
import { currentUser } from '@/server/session'

export const metadata: Metadata = { title: 'Update tool', robots: { index: false, follow: false } }

function Message({ title, text }: { title: string; text: string }) {
  return (
    <Container className="flex flex-1 items-center justify-center py-16">
      <Card className="max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        <p className="mt-2 text-sm text-muted">{text}</p>
        <ButtonLink href="/" variant="outline" className="mt-6">
          Back to Home
        </ButtonLink>
      </Card>
    </Container>
  )
}

export default async function UpdateToolPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const { payload, user } = await currentUser()
  if (!user) redirect(`/auth?returnTo=${encodeURIComponent(`/update-tool/${slug}`)}`)
  if (!hasRole(user, 'admin', 'editor')) return <NoAccess />
  let tool: ToolUpdateInfo | null
  try {
    tool = await loadToolForUpdate(payload, decodeURIComponent(slug))
  } catch {
    return <Message title="Error" text="Failed to fetch tool information" />
  }
  if (!tool) return <Message title="Tool Not Found" text="No tool has this address. It may have been renamed or removed." />
  return (
    <Container className="py-8 sm:py-10">
      <ToolUpdateView initial={tool} />
    </Container>
  )
}
