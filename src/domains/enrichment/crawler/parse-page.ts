import { load, type CheerioAPI } from 'cheerio'

import { extractSoftwareApplication, type SoftwareApplicationData } from './json-ld'
import { KNOWN_INTEGRATIONS } from './known-integrations'

export interface LogoCandidate {
  url: string
  kind: 'apple-touch-icon' | 'icon' | 'og-image' | 'favicon'
  size: number
}

export interface ParsedPage {
  url: string
  title?: string
  siteName?: string
  description?: string
  headings: string[]
  features: string[]
  integrations: string[]
  pricingLinks: string[]
  logoCandidates: LogoCandidate[]
  softwareApplication: SoftwareApplicationData | null
  /** Visible text, whitespace-collapsed and capped: what the AI steps are grounded in. */
  text: string
}

const TEXT_CAP = 12_000

export const clean = (value: string | undefined | null) => (value ?? '').replace(/\s+/g, ' ').trim()

function meta($: CheerioAPI, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = clean($(`meta[name="${key}"], meta[property="${key}"]`).first().attr('content'))
    if (value) return value
  }
  return undefined
}

function absolute(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined
  try {
    const url = new URL(href, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

const plausibleFeature = (value: string) => value.length >= 4 && value.length <= 140 && !/^(home|login|log in|sign in|sign up|pricing|blog|about|contact|careers|privacy|terms)\b/i.test(value)

/** Items of lists that sit under a heading mentioning features, else the page's longer list items. */
function extractFeatures($: CheerioAPI): string[] {
  const underFeatureHeading: string[] = []
  $('h1, h2, h3, h4').each((_, heading) => {
    if (!/feature|what you get|capabilit|how it works|why/i.test($(heading).text())) return
    const section = $(heading).nextAll('ul, ol, div, section').first()
    section.find('li, h3, h4').each((__, item) => {
      const value = clean($(item).text())
      if (plausibleFeature(value)) underFeatureHeading.push(value)
    })
  })
  const fromLists = $('main li, section li, article li')
    .toArray()
    .map((item) => clean($(item).text()))
    .filter((value) => plausibleFeature(value) && value.split(' ').length >= 2)
  return [...new Set([...underFeatureHeading, ...fromLists])].slice(0, 12)
}

function extractLogoCandidates($: CheerioAPI, base: string): LogoCandidate[] {
  const candidates: LogoCandidate[] = []
  $('link[rel]').each((_, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/)
    const url = absolute($(element).attr('href'), base)
    if (!url) return
    const sizes = /(\d+)x(\d+)/.exec($(element).attr('sizes') ?? '')
    const size = sizes ? Number(sizes[1]) : url.endsWith('.svg') ? 512 : 0
    if (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) {
      candidates.push({ url, kind: 'apple-touch-icon', size: size || 180 })
    } else if (rel.includes('icon')) {
      candidates.push({ url, kind: 'icon', size })
    }
  })
  const ogImage = absolute(meta($, 'og:image', 'twitter:image'), base)
  if (ogImage) candidates.push({ url: ogImage, kind: 'og-image', size: 0 })
  candidates.push({ url: new URL('/favicon.ico', base).href, kind: 'favicon', size: 16 })
  return candidates.sort((a, b) => logoRank(a) - logoRank(b) || b.size - a.size)
}

/** A declared icon at least this wide (or an SVG) is a sharp logo; a smaller one is a favicon. */
const SHARP_ICON = 64

/**
 * Best first: the touch icon, sharp declared icons, the OG image, then the favicons (small
 * declared icons, /favicon.ico); within each, the largest first.
 */
function logoRank(candidate: LogoCandidate): number {
  if (candidate.kind === 'apple-touch-icon') return 0
  if (candidate.kind === 'icon' && candidate.size >= SHARP_ICON) return 1
  return candidate.kind === 'og-image' ? 2 : 3
}

const PARAGRAPH_CAP = 300

/**
 * For sites without meta, OG or JSON-LD descriptions: the first paragraph of real prose in the
 * main content (then an article, then anywhere), cut at a sentence end near 300 characters.
 */
function firstParagraph($: CheerioAPI): string | undefined {
  for (const scope of ['main', 'article', 'body']) {
    for (const element of $(`${scope} p`).toArray()) {
      const text = clean($(element).text())
      if (text.length < 60 || text.split(' ').length < 8) continue
      if (text.length <= PARAGRAPH_CAP) return text
      const cut = text.slice(0, PARAGRAPH_CAP)
      const sentenceEnd = cut.search(/[.!?](?=\s)[^.!?]*$/)
      return sentenceEnd > 60 ? cut.slice(0, sentenceEnd + 1) : `${cut.replace(/\s+\S*$/, '')}...`
    }
  }
  return undefined
}

function extractIntegrations(text: string): string[] {
  return KNOWN_INTEGRATIONS.filter((name) => new RegExp(`\\b${name.replace(/ /g, '\\s+')}\\b`, 'i').test(text))
}

export function parsePage(html: string, url: string): ParsedPage {
  const $ = load(html)
  const softwareApplication = extractSoftwareApplication($)
  const pricingLinks = $('a[href]')
    .toArray()
    .filter((anchor) => /pricing|plans|price/i.test(`${$(anchor).attr('href')} ${$(anchor).text()}`))
    .map((anchor) => absolute($(anchor).attr('href'), url))
    .filter((href): href is string => Boolean(href) && new URL(href!).host === new URL(url).host)
  const logoCandidates = extractLogoCandidates($, url)
  $('script, style, noscript, template, svg').remove()
  const text = clean($('body').text()).slice(0, TEXT_CAP)
  const jsonLdFeatures = softwareApplication?.featureList ?? []
  return {
    url,
    title: clean($('title').first().text()) || meta($, 'og:title'),
    siteName: meta($, 'og:site_name', 'application-name'),
    description: meta($, 'description', 'og:description', 'twitter:description') ?? softwareApplication?.description ?? firstParagraph($),
    headings: $('h1, h2, h3')
      .toArray()
      .map((heading) => clean($(heading).text()))
      .filter(Boolean)
      .slice(0, 30),
    features: [...new Set([...jsonLdFeatures, ...extractFeatures($)])].slice(0, 12),
    integrations: extractIntegrations(text),
    pricingLinks: [...new Set(pricingLinks)],
    logoCandidates,
    softwareApplication,
    text,
  }
}
