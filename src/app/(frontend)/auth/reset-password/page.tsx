import type { Metadata } from 'next'

import { AuthCard } from '@/components/ui/auth-card'
import { ButtonLink } from '@/components/ui/button'
import { ResetPasswordForm } from '@/features/auth/client'

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams
  const value = Array.isArray(token) ? token[0] : token
  if (!value) {
    return (
      <AuthCard title="Reset link missing" subtitle="This page needs the link from your password reset email.">
        <ButtonLink href="/auth/forgot-password" size="lg" className="w-full">
          Request a new link
        </ButtonLink>
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Choose a new password" subtitle="Use at least 6 characters.">
      <ResetPasswordForm token={value} />
    </AuthCard>
  )
}
