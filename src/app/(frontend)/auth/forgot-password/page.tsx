import type { Metadata } from 'next'

import { AuthCard } from '@/components/ui/auth-card'
import { ForgotPasswordForm } from '@/features/auth/client'

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false } }

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your email and we'll send you a link to choose a new one.">
      <ForgotPasswordForm />
    </AuthCard>
  )
}
