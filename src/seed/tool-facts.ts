import { seedToolFacts } from './data'
import type { SeedTool, SeedToolFacts } from './data/schema'

/**
 * Where the seeded facts come from, stated on every seeded tool: the vendors' public pages as the
 * seed's authors read them, never re-checked by HireStack, so the page says "Facts not yet verified".
 */
export const SEEDED_FACTS_SOURCE = "Vendor's public pages, as recorded in HireStack's seed data; not yet re-checked"

/** Whether the facts file has an entry for the seeded tool `slug`. */
export const hasSeedFacts = (slug: string): boolean => slug in seedToolFacts

/**
 * A seeded tool's recruiter-grade facts as tool fields: only what the data states. A tool with no
 * entry in the facts file gets none (everything reads "unknown"), its integrations still catalogued.
 */
export function seedFactsData(tool: SeedTool, slug: string, integrationIds: Map<string, number>) {
  const facts: SeedToolFacts | undefined = seedToolFacts[slug]
  const integrations = tool.integrations.flatMap((name) => {
    const id = integrationIds.get(name.toLowerCase())
    return id === undefined ? [] : [id]
  })
  return {
    integrations,
    ...(facts
      ? {
          integrationsSource: facts.integrationsSource,
          integrationsNonePublished: facts.integrationsNonePublished ?? false,
          pricingFacts: facts.pricing,
          compliance: facts.compliance.map(({ kind, status, sourceUrl }) => ({ kind, status, sourceUrl })),
          launchDate: facts.launchDate ? new Date(`${facts.launchDate}T00:00:00.000Z`).toISOString() : null,
          factsSource: SEEDED_FACTS_SOURCE,
        }
      : { launchDate: null }),
  }
}
