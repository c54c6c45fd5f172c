import type { Payload, TaskConfig } from 'payload'

import { buildAliasIndex, normaliseAlias, toolWebsite } from '@/domains/directory'
import {
  aiConfig,
  crawlFailure,
  crawlResult,
  type CrawlResult,
  crawlSite,
  type LogoCandidate,
  scoreCategory,
  type SiteCrawl,
} from '@/domains/enrichment'
import type { Tool } from '@/payload-types'
import { CrawlError } from '@/platform/safe-fetch/errors'

import { loadCategories, loadTool, updateTool } from '../tool-records'

export interface CrawlWebsiteIO {
  input: { toolId: number; url?: string | null; overwrite?: boolean | null }
  output: { result: CrawlResult; logoCandidates: LogoCandidate[]; crawledText: string }
}

/** The offline category: the one the page declares in JSON-LD, else the best keyword score. */
async function guessCategory(payload: Payload, crawl: SiteCrawl): Promise<{ id: number; name: string } | null> {
  const categories = await loadCategories(payload)
  const declared = crawl.applicationCategory ? buildAliasIndex(categories).get(normaliseAlias(crawl.applicationCategory)) : undefined
  const name = declared ?? scoreCategory(`${crawl.title ?? ''} ${crawl.description ?? ''} ${crawl.headings.join(' ')} ${crawl.text}`, categories)
  const match = categories.find((category) => category.name === name)
  return match ? { id: match.id, name: match.name } : null
}

/**
 * crawl-website: fetches the tool's site, fills in description, pricing, features and
 * integrations (only empty fields unless `overwrite`), sets a missing category from the page's
 * words when no AI provider is configured, and records lastValidated. Sites that refuse or can't
 * be parsed end with `result.success = false`; network trouble throws so the queue retries.
 */
export const crawlWebsiteTask: TaskConfig<CrawlWebsiteIO> = {
  slug: 'crawlWebsite',
  label: 'Crawl website',
  retries: { attempts: 2, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [
    { name: 'toolId', type: 'number', required: true },
    { name: 'url', type: 'text' },
    { name: 'overwrite', type: 'checkbox' },
  ],
  outputSchema: [
    { name: 'result', type: 'json', required: true },
    { name: 'logoCandidates', type: 'json', required: true },
    { name: 'crawledText', type: 'textarea', required: true },
  ],
  handler: async ({ input, req }) => {
    const { payload } = req
    const tool = await loadTool(payload, input.toolId)
    const url = input.url?.trim() || toolWebsite(tool)
    if (!url) {
      return { output: { result: crawlFailure(new Error('This tool has no website URL to crawl')), logoCandidates: [], crawledText: '' } }
    }
    let crawl
    try {
      crawl = await crawlSite(url)
    } catch (error) {
      if (error instanceof CrawlError && !error.transient) {
        await updateTool(payload, tool.id, { validationStatus: 'invalid' })
        return { output: { result: crawlFailure(error), logoCandidates: [], crawledText: '' } }
      }
      throw error
    }

    // With an AI provider the category is the categorise step's to choose (a category set here
    // would make that step skip itself); offline, the page's own words decide it here.
    const guess = aiConfig() ? null : await guessCategory(payload, crawl)

    const fill = <T,>(current: T | null | undefined, next: T | undefined, empty = !current || (Array.isArray(current) && current.length === 0)) =>
      next !== undefined && (Array.isArray(next) ? next.length > 0 : Boolean(next)) && (input.overwrite || empty) ? next : undefined
    const data: Partial<Tool> = {
      lastValidated: new Date().toISOString(),
      validationStatus: 'valid',
      ...(input.url ? { sourceUrl: input.url.trim() } : {}),
    }
    const set = <K extends keyof Tool>(key: K, value: Tool[K] | undefined) => {
      if (value !== undefined) data[key] = value
    }
    set('description', fill(tool.description, crawl.description))
    set('pricing', fill(tool.pricing, crawl.pricing))
    set('priceRange', fill(tool.priceRange, crawl.priceRange))
    set('features', fill(tool.features, crawl.features))
    set('integrationOptions', fill(tool.integrationOptions, crawl.integrations))
    if (crawl.pricingPlans.length || crawl.pricingRawText.length) {
      set('rawPricingData', fill(tool.rawPricingData, { plans: crawl.pricingPlans, rawText: crawl.pricingRawText }))
    }
    if (!tool.category && guess) data.category = guess.id
    await updateTool(payload, tool.id, data)

    return {
      output: {
        result: crawlResult(crawl, guess?.name ?? null),
        logoCandidates: crawl.logoCandidates,
        crawledText: crawl.text,
      },
    }
  },
}
