import { renderMail } from '@/platform/mail/layout'
import { siteUrl } from '@/platform/mail/urls'

export const VERIFY_EMAIL_SUBJECT = 'Confirm your HireStack account'

export function verifyEmailMail(token: string) {
  return renderMail({
    subject: VERIFY_EMAIL_SUBJECT,
    preheader: 'One click to confirm your email address.',
    heading: 'Confirm your email address',
    paragraphs: [
      'Thanks for joining HireStack, the directory of AI tools for recruiting.',
      'Please confirm that this is your email address so you can sign in, upvote tools and submit your own.',
    ],
    action: { label: 'Verify my email', url: siteUrl('/auth/verify', { token }) },
    footnote: "If you didn't create a HireStack account, you can ignore this email.",
  })
}
