import type { Tool } from '@/payload-types'

export type SourcedRating = { source: string; value: string }

/** The rating fields an editor fills in, each named for whose rating it is. */
const SOURCES = [
  ['rating', "HireStack editors"],
  ['g2Rating', 'G2'],
  ['capterraRating', 'Capterra'],
  ['trustpilotRating', 'Trustpilot'],
  ['recruiterRating', 'Recruiters'],
] as const satisfies ReadonlyArray<readonly [keyof Tool, string]>

/**
 * The tool's ratings above 0 (0 means none was given), each as "x.x" with its source, in the
 * order above. They are the sources' own figures, not the site's reviews, so they stay out of the
 * page's structured data, whose aggregate rating counts published reviews only.
 */
export function sourcedRatings(tool: Pick<Tool, (typeof SOURCES)[number][0]>): SourcedRating[] {
  return SOURCES.flatMap(([field, source]) => {
    const value = Number(tool[field] ?? 0)
    return Number.isFinite(value) && value > 0 ? [{ source, value: value.toFixed(1) }] : []
  })
}
