import { isAutomatedRequest } from './automated-request'

/**
 * Whether a request to the Visit link is a person's click. Browsers mark a navigation the user
 * started with `Sec-Fetch-Mode: navigate` and `Sec-Fetch-User: ?1`; crawlers, link checkers and
 * scripts that fetch the URL without a page don't. Bots and prefetches are never counted. Such
 * requests are still redirected, just not counted.
 */
export function isHumanClick(headers: Headers): boolean {
  if (isAutomatedRequest(headers)) return false
  return headers.get('sec-fetch-mode') === 'navigate' && headers.get('sec-fetch-user') === '?1'
}
