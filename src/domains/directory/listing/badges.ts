const DAY_MS = 24 * 60 * 60 * 1000

/** "New" within 7 days of the launch date (never for a date still to come). */
export function isNewTool(launchDate: string | null | undefined, now = Date.now()): boolean {
  if (!launchDate) return false
  const launched = Date.parse(launchDate)
  return Number.isFinite(launched) && launched <= now && now - launched <= 7 * DAY_MS
}

/** The trending icon shows when trending_score is above 50. */
export function isTrending(score: number | null | undefined): boolean {
  return (score ?? 0) > 50
}
