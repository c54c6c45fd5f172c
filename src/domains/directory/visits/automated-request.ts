/**
 * User agents of crawlers, link previewers, uptime monitors, headless tooling and HTTP libraries:
 * they fetch pages and follow links but are not visitors. No bot-detection library is installed,
 * so this list is kept here, in one place; a word matches anywhere in the user agent, case
 * ignored. It errs towards leaving a request uncounted: a missed person costs one view, a counted
 * bot inflates the ranking.
 */
const AUTOMATED_AGENT = new RegExp(
  [
    // Search and AI crawlers, and the generic self-descriptions of most others.
    String.raw`bot\b`,
    String.raw`bot/`,
    'crawl',
    'spider',
    'slurp',
    'archiver',
    'mediapartners',
    // Link previews of chat apps and social networks.
    'bingpreview',
    'facebookexternalhit',
    'embedly',
    'preview',
    'skypeuripreview',
    'whatsapp',
    // Monitors and link checkers.
    'monitor',
    'checker',
    'pingdom',
    'lighthouse',
    'pagespeed',
    // Command-line tools and HTTP libraries.
    'curl',
    'wget',
    'python',
    String.raw`java/`,
    'okhttp',
    'go-http',
    'httpclient',
    'libwww',
    'axios',
    'node-fetch',
    'undici',
    'scrapy',
    'postman',
    'insomnia',
    // Browsers driven by scripts announce themselves like this.
    'headlesschrome',
    'phantomjs',
  ].join('|'),
  'i',
)

/**
 * Headers that mark a request the browser made ahead of time, in case the person goes there:
 * `Sec-Purpose` (prefetch, prerender; Chromium), `Purpose` (older Chromium and Safari),
 * `X-Moz` (Firefox) and `Next-Router-Prefetch` (Next's own link prefetching).
 */
function isPrefetch(headers: Headers): boolean {
  if (headers.has('next-router-prefetch')) return true
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`
  return /prefetch|prerender/i.test(purpose)
}

/** Whether a request comes from a known bot (or sends no user agent at all) or is a prefetch: never counted. */
export function isAutomatedRequest(headers: Headers): boolean {
  const agent = headers.get('user-agent')?.trim() ?? ''
  return !agent || AUTOMATED_AGENT.test(agent) || isPrefetch(headers)
}
