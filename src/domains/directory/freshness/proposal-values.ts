import type { Tool } from '@/payload-types'

import type { PricingFactsValue } from './fact-change'

/** A tool's pricing facts as a proposal compares them: every key present, "not known" as null. */
export function pricingFactsOf(tool: Pick<Tool, 'pricingFacts'>): PricingFactsValue {
  const facts = tool.pricingFacts ?? {}
  return {
    model: facts.model ?? null,
    startingPriceUsdMonth: facts.startingPriceUsdMonth ?? null,
    freeTier: facts.freeTier ?? 'unknown',
    freeTrialDays: facts.freeTrialDays ?? null,
    contactSales: facts.contactSales ?? false,
  }
}

/** The logo a tool shows now, as stored: the stored logo's path, else the logo URL (directory/logo.ts resolves it). */
export function logoOf(tool: Pick<Tool, 'localLogoPath' | 'logo'>): string | null {
  return tool.localLogoPath?.trim() || tool.logo?.trim() || null
}
