import { renderMail } from '@/platform/mail/layout'
import { siteUrl } from '@/platform/mail/urls'

export const CONFIRM_EMAIL_CHANGE_SUBJECT = 'Confirm your new HireStack email address'

export function confirmEmailChangeMail(token: string) {
  return renderMail({
    subject: CONFIRM_EMAIL_CHANGE_SUBJECT,
    preheader: 'One click to move your account to this address.',
    heading: 'Confirm your new email address',
    paragraphs: [
      'Someone asked to move a HireStack account to this email address.',
      'Until you confirm, the account keeps its current address for signing in and for mail.',
    ],
    action: { label: 'Confirm my new email', url: siteUrl('/auth/confirm-email', { token }) },
    footnote: "If you didn't ask for this, ignore this email and nothing changes.",
  })
}
