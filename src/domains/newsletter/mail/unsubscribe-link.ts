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
 */
export function newsletterListHeaders(token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${newsletterOneClickUrl(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
