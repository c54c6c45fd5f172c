import { type LogoCandidate, parsePage } from '@/domains/enrichment/crawler/parse-page'
import { safeFetch, type SafeFetchOptions } from '@/platform/safe-fetch/safe-fetch'

import { logoImageProblem, storeLogo } from './logo-storage'

const IMAGE_LIMITS: SafeFetchOptions = { maxBytes: 3 * 1024 * 1024, timeoutMs: 8_000, accept: 'image/*' }

/** The site's icon candidates, from its home page. */
export async function logoCandidatesFor(siteUrl: string, options: SafeFetchOptions = {}): Promise<LogoCandidate[]> {
  const home = await safeFetch(siteUrl, options)
  return parsePage(home.body.toString('utf8'), home.url).logoCandidates
}

/**
 * Tries the candidates best first (touch icon, sharp declared icons, OG image, the small icons and /favicon.ico) and
 * stores the first one that decodes as an image within the pixel limit. Returns the stored path, or null when none did.
 */
export async function fetchAndStoreLogo(
  toolId: number,
  candidates: LogoCandidate[],
  options: SafeFetchOptions = {},
): Promise<{ localLogoPath: string; source: string } | null> {
  for (const candidate of candidates) {
    try {
      const image = await safeFetch(candidate.url, { ...IMAGE_LIMITS, ...options })
      if (!/^image\//.test(image.contentType) && image.contentType !== '') continue
      if (await logoImageProblem(image.body)) continue
      return { localLogoPath: await storeLogo(toolId, image.body), source: candidate.url }
    } catch {
      continue
    }
  }
  return null
}
