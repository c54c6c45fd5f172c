import type { PriceRangeValue, ToolTypeValue } from '@/domains/directory'
import { CrawlError } from '@/platform/safe-fetch/errors'
import { safeFetch, type SafeFetchOptions } from '@/platform/safe-fetch/safe-fetch'

import { summarisePricing, type PricingPlan } from './extract-pricing'
import { guessToolType } from './guess-tool-type'
import { parsePage, type LogoCandidate } from './parse-page'

export interface SiteCrawl {
  url: string
  finalUrl: string
  title?: string
  description?: string
  toolType: ToolTypeValue
  applicationCategory?: string
  pricing?: string
  priceRange?: PriceRangeValue
  pricingPlans: PricingPlan[]
  pricingRawText: string[]
  pricingPageUrl?: string
  features: string[]
  headings: string[]
  integrations: string[]
  logoCandidates: LogoCandidate[]
  text: string
}

/** What a crawl answers: success, the error, and the tool data it read from the site. */
export interface CrawlResult {
  success: boolean
  error: string | null
  data: {
    description: string | null
    category: string | null
    tool_type: ToolTypeValue | null
    pricing: string | null
    features: string[]
  } | null
}

const isHtml = (contentType: string) => contentType === '' || /text\/html|application\/xhtml\+xml/.test(contentType)

export async function fetchHtml(url: string, options: SafeFetchOptions) {
  const response = await safeFetch(url, options)
  if (!isHtml(response.contentType)) {
    throw new CrawlError('unsupported_content', `${url} is not an HTML page (${response.contentType || 'unknown type'})`)
  }
  return { url: response.url, html: response.body.toString('utf8') }
}

/**
 * Fetches a tool's site and, when it links one on the same host, its pricing page, and extracts
 * what the directory shows: description, audience, pricing, features, integrations and logo
 * candidates. Throws CrawlError when the home page can't be fetched; a failing pricing page only
 * means less pricing detail.
 */
export async function crawlSite(url: string, options: SafeFetchOptions = {}): Promise<SiteCrawl> {
  const home = await fetchHtml(url, options)
  const page = parsePage(home.html, home.url)
  const pricingPageUrl = page.pricingLinks.find((link) => link !== home.url)
  let pricingHtml: string | undefined
  if (pricingPageUrl) {
    try {
      pricingHtml = (await fetchHtml(pricingPageUrl, options)).html
    } catch {
      pricingHtml = undefined
    }
  }
  const pricing = summarisePricing({
    offers: page.softwareApplication?.offers ?? [],
    pricingHtml,
    pageText: page.text,
  })
  return {
    url,
    finalUrl: home.url,
    title: page.siteName ?? page.title,
    description: page.description,
    toolType: guessToolType(`${page.description ?? ''} ${page.headings.join(' ')} ${page.text}`),
    applicationCategory: page.softwareApplication?.applicationCategory,
    pricing: pricing.pricing,
    priceRange: pricing.priceRange,
    pricingPlans: pricing.plans,
    pricingRawText: pricing.rawText,
    pricingPageUrl: pricingHtml ? pricingPageUrl : undefined,
    features: page.features,
    headings: page.headings,
    integrations: page.integrations,
    logoCandidates: page.logoCandidates,
    text: page.text,
  }
}

export function crawlResult(crawl: SiteCrawl, category: string | null): CrawlResult {
  return {
    success: true,
    error: null,
    data: {
      description: crawl.description ?? null,
      category,
      tool_type: crawl.toolType,
      pricing: crawl.pricing ?? null,
      features: crawl.features,
    },
  }
}

export function crawlFailure(error: unknown): CrawlResult {
  return { success: false, error: error instanceof Error ? error.message : 'Failed to crawl website', data: null }
}
