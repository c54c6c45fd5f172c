import { renderMail } from '@/platform/mail/layout'
import { siteUrl } from '@/platform/mail/urls'

const RESET_PASSWORD_SUBJECT = 'Reset your HireStack password'

export function resetPasswordMail(token: string) {
  return renderMail({
    subject: RESET_PASSWORD_SUBJECT,
    preheader: 'Choose a new password for your HireStack account.',
    heading: 'Reset your password',
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your HireStack account.',
      'The link below lets you choose a new password. It works once and expires in one hour.',
    ],
    action: { label: 'Choose a new password', url: siteUrl('/auth/reset-password', { token }) },
    footnote: "If you didn't ask for this, you can ignore this email; your password stays the same.",
  })
}
