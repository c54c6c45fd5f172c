import { load } from 'cheerio'

import type { PriceRangeValue } from '@/domains/directory'

import type { SoftwareOffer } from './json-ld'
import { clean } from './parse-page'

export interface PricingPlan {
  name: string
  price?: string
}

export interface PricingSummary {
  /** Human text for the tool page, e.g. "Free plan; paid plans from $29/month". */
  pricing?: string
  priceRange?: PriceRangeValue
  plans: PricingPlan[]
  rawText: string[]
}

const PRICE = /(?:[$€£]\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s?(?:USD|EUR|GBP))(?:\s*(?:\/|per)\s*(?:mo(?:nth)?|month|user|seat|year|yr|recruiter|hire|job))*/gi
const FREE_PLAN = /\bfree (?:plan|tier|forever|version)\b|\$0\b|\bfree\s*[-–]\s*\$?0/i
const CUSTOM = /\bcontact (?:sales|us)\b|\bcustom pricing\b|\brequest a (?:demo|quote)\b|\bget a quote\b/i

function amount(price: string): number {
  return Number(price.replace(/[^\d.]/g, '')) || 0
}

function plansFromHtml(html: string): PricingPlan[] {
  const $ = load(html)
  $('script, style, noscript').remove()
  const plans: PricingPlan[] = []
  $('h2, h3, h4').each((_, heading) => {
    const name = clean($(heading).text())
    if (!name || name.length > 40) return
    const container = $(heading).parent()
    const price = clean(container.text()).match(PRICE)?.[0]
    const free = /^free\b/i.test(name) || FREE_PLAN.test(clean(container.text()))
    if (price || free) plans.push({ name, price: price ?? (free ? 'Free' : undefined) })
  })
  return plans.slice(0, 8)
}

/** Pricing from JSON-LD offers and the text of the home and pricing pages. Nothing is guessed. */
export function summarisePricing(input: { offers: SoftwareOffer[]; pricingHtml?: string; pageText: string }): PricingSummary {
  const plans: PricingPlan[] = input.pricingHtml ? plansFromHtml(input.pricingHtml) : []
  for (const offer of input.offers) {
    if (offer.price === undefined) continue
    const price = offer.price === 0 ? 'Free' : `${offer.priceCurrency === 'USD' || !offer.priceCurrency ? '$' : `${offer.priceCurrency} `}${offer.price}`
    if (!plans.some((plan) => plan.name === (offer.name ?? 'Plan'))) plans.push({ name: offer.name ?? 'Plan', price })
  }
  const text = input.pricingHtml ? clean(load(input.pricingHtml)('body').text()) : input.pageText
  const prices = [...new Set(text.match(PRICE) ?? [])].slice(0, 10)
  const paidPrices = [...prices, ...plans.map((plan) => plan.price ?? '')].filter((price) => amount(price) > 0)
  const hasFree = FREE_PLAN.test(text) || plans.some((plan) => plan.price === 'Free') || input.offers.some((offer) => offer.price === 0)
  const hasCustom = CUSTOM.test(text)
  const cheapest = paidPrices.sort((a, b) => amount(a) - amount(b))[0]
  const rawText = [...prices, ...(hasCustom ? ['Custom pricing'] : [])]

  if (hasFree && cheapest) return { pricing: `Free plan; paid plans from ${cheapest}`, priceRange: 'free-to-start', plans, rawText }
  if (hasFree) return { pricing: hasCustom ? 'Free plan; custom pricing for larger teams' : 'Free', priceRange: hasCustom ? 'free-to-start' : 'free', plans, rawText }
  if (cheapest) return { pricing: `Paid plans from ${cheapest}`, priceRange: 'paid', plans, rawText }
  if (hasCustom) return { pricing: 'Custom pricing (contact sales)', priceRange: 'enterprise', plans, rawText }
  return { plans, rawText }
}
