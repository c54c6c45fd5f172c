import type { FactChange, IntegrationRef } from './fact-change'
import { type SiteSnapshot, tidy } from './site-snapshot'

/** What the tool lists now: the "before" of every change. */
export interface ListedFacts {
  pricing: string | null
  features: string[]
  integrations: IntegrationRef[]
}

/**
 * The listed items with what the site added since the last check appended and what it dropped
 * taken out; null when that leaves the list as it is. Only the site's own change moves a list: an
 * item the editor listed that the site never showed stays.
 */
function movedList(listed: string[], previous: string[], next: string[]): string[] | null {
  const added = next.filter((item) => !previous.includes(item))
  const dropped = new Set(previous.filter((item) => !next.includes(item)))
  const kept = listed.filter((item) => !dropped.has(tidy(item)))
  const after = [...kept, ...added.filter((item) => !kept.some((listedItem) => tidy(listedItem) === item))]
  return after.length === listed.length && kept.length === listed.length ? null : after
}

/**
 * The changes a check proposes: the site changed a fact since the previous check and the tool
 * doesn't already say the new value. A fact the crawler could not read this time (no pricing text,
 * no feature list) proposes nothing: a redesign the parser misses is not a price change.
 */
export function factChanges(previous: SiteSnapshot, next: SiteSnapshot, listed: ListedFacts, catalogue: readonly IntegrationRef[]): FactChange[] {
  const changes: FactChange[] = []
  if (next.pricing && next.pricing !== previous.pricing && next.pricing !== tidy(listed.pricing ?? '')) {
    changes.push({ field: 'pricing', before: listed.pricing, after: next.pricing })
  }
  if (next.features.length > 0) {
    const features = movedList(listed.features, previous.features, next.features)
    if (features) changes.push({ field: 'features', before: listed.features, after: features })
  }
  const names = movedList(
    listed.integrations.map(({ name }) => name),
    previous.integrations,
    next.integrations,
  )
  if (names) {
    const known = new Map([...catalogue, ...listed.integrations].map((ref) => [ref.name, ref]))
    const after = names.flatMap((name) => known.get(name) ?? [])
    changes.push({ field: 'integrations', before: listed.integrations, after })
  }
  return changes
}
