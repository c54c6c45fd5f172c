import { siteUrl } from '@/platform/mail/urls'

import { digestToken } from './digest-token'

/** The page a reader opens from the digest's link (or the one-click URL in a browser): it asks before it turns the digest off. */
export function digestUnsubscribePage(token: string): string {
  return siteUrl('/account/digest/unsubscribe', { token })
}

export function digestUnsubscribeUrl(userId: number): string {
  return digestUnsubscribePage(digestToken(userId))
}

/**
 * RFC 2369 and RFC 8058 headers: the mail client's own Unsubscribe button POSTs
 * `List-Unsubscribe=One-Click` to the URL, without opening a page (as the newsletter's do).
 */
export function digestListHeaders(userId: number): Record<string, string> {
  return {
    'List-Unsubscribe': `<${siteUrl('/account/digest/unsubscribe/one-click', { token: digestToken(userId) })}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
