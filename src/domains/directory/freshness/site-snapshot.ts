import { z } from 'zod'

import { integrationsMentioned } from './integration-mentions'

/** What the crawler read from a tool's site that a freshness check compares (the crawl itself is the enrichment domain's). */
export interface SiteReading {
  /** The address that answered, after redirects. */
  url: string
  pricing?: string
  features: string[]
  text: string
}

/** Kept on the tool (`siteSnapshot`) after each successful check; the next one compares against it. */
const snapshotSchema = z.object({
  pricing: z.string().nullable(),
  features: z.array(z.string()),
  integrations: z.array(z.string()),
})
export type SiteSnapshot = z.infer<typeof snapshotSchema>

/** The tool's text fields hold at most 300 characters (Tools `pricing`, `features`). */
const FIELD_LENGTH = 300

export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, FIELD_LENGTH)

export function snapshotOf(reading: SiteReading, catalogue: readonly string[]): SiteSnapshot {
  const pricing = reading.pricing ? tidy(reading.pricing) : ''
  return {
    pricing: pricing || null,
    features: [...new Set(reading.features.map(tidy).filter(Boolean))],
    integrations: integrationsMentioned(reading.text, catalogue),
  }
}

/** The stored snapshot, or null before the first successful check (or when it can't be read). */
export function storedSnapshot(value: unknown): SiteSnapshot | null {
  const parsed = snapshotSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
