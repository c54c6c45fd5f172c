import { renderMail } from '@/platform/mail/layout'
import { siteUrl } from '@/platform/mail/urls'

import { newsletterUnsubscribeUrl } from './unsubscribe-link'

const NEWSLETTER_WELCOME_SUBJECT = 'Welcome to the HireStack newsletter'

export function newsletterWelcomeMail(unsubscribeToken: string) {
  return renderMail({
    subject: NEWSLETTER_WELCOME_SUBJECT,
    preheader: 'Weekly picks of AI tools and recruiting insights.',
    heading: "You're subscribed!",
    paragraphs: [
      'Thanks for subscribing to the HireStack newsletter.',
      'Once a week we send a short selection of new and trending AI tools for recruiting, plus practical insights from the hiring world.',
    ],
    action: { label: 'Browse the directory', url: siteUrl('/') },
    footnote: `Changed your mind? Unsubscribe here: ${newsletterUnsubscribeUrl(unsubscribeToken)}`,
  })
}
