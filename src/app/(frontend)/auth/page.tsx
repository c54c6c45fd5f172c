import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthCard } from '@/components/ui/auth-card'
import { safeReturnTo } from '@/domains/accounts'
import { AuthForm } from '@/features/auth/client'
import { currentUser } from '@/server/session'

export const metadata: Metadata = {
  title: 'Sign in',
  description: 'Sign in to upvote AI recruiting tools, or create an account to list your own tool.',
  robots: { index: false },
}

type Props = { searchParams: Promise<{ returnTo?: string | string[]; mode?: string }> }

export default async function AuthPage({ searchParams }: Props) {
  const params = await searchParams
  const returnTo = safeReturnTo(Array.isArray(params.returnTo) ? params.returnTo[0] : params.returnTo)
  const { user } = await currentUser()
  if (user) redirect(returnTo)
  return (
    <AuthCard>
      <AuthForm returnTo={returnTo} initialMode={params.mode === 'signup' ? 'signUp' : 'signIn'} />
    </AuthCard>
  )
}
