import { env } from '@/platform/env'
import { siteUrl } from '@/platform/mail/urls'

/** The page a reader opens from the link in a newsletter mail: it asks before it unsubscribes. */
export function newsletterUnsubscribeUrl(token: string): string {
  return siteUrl('/newsletter/unsubscribe', { token })
}

/** Where mail clients POST an RFC 8058 one-click unsubscribe. */
function newsletterOneClickUrl(token: string): string {
  return siteUrl('/newsletter/unsubscribe/one-click', { token })
}

/**
 * The headers every newsletter mail carries (RFC 2369 and RFC 8058): mail clients show their own
 * Unsubscribe button, which POSTs `List-Unsubscribe=One-Click` to the URL, without opening a page.
 * With NEWSLETTER_UNSUBSCRIBE_MAILTO set, a mailto: address follows for clients that only mail
 * (that mailbox is read by people: the app receives no mail).
 */
export function newsletterListHeaders(token: string): Record<string, string> {
  const targets = [`<${newsletterOneClickUrl(token)}>`]
  const mailbox = env.NEWSLETTER_UNSUBSCRIBE_MAILTO
  if (mailbox) targets.push(`<mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}>`)
  return {
    'List-Unsubscribe': targets.join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
