/** User agents of crawlers, link previewers and HTTP libraries: they follow links but are not visitors. */
const AUTOMATED_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|bingpreview|facebookexternalhit|embedly|preview|monitor|checker|curl|wget|python|java\/|okhttp|go-http|httpclient|libwww|axios|node-fetch|undici|scrapy|postman|insomnia/i

/**
 * Whether a request to the Visit link is a person's click. Browsers mark a navigation the user
 * started with `Sec-Fetch-Mode: navigate` and `Sec-Fetch-User: ?1`; crawlers, link checkers and
 * scripts that fetch the URL without a page don't, and a speculative prefetch says so in
 * `Sec-Purpose`. Such requests are still redirected, just not counted.
 */
export function isHumanClick(headers: Headers): boolean {
  const agent = headers.get('user-agent') ?? ''
  if (!agent || AUTOMATED_AGENT.test(agent)) return false
  if (/prefetch|prerender/i.test(`${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`)) return false
  return headers.get('sec-fetch-mode') === 'navigate' && headers.get('sec-fetch-user') === '?1'
}
