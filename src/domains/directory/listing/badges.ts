const DAY_MS = 24 * 60 * 60 * 1000

/** Spec §4: "New" within 7 days of the launch date. */
export function isNewTool(launchDate: string | null | undefined, now = Date.now()): boolean {
  if (!launchDate) return false
  const launched = Date.parse(launchDate)
  return Number.isFinite(launched) && launched <= now && now - launched <= 7 * DAY_MS
}

/** Spec §4: the trending icon shows when trending_score is above 50. */
export function isTrending(score: number | null | undefined): boolean {
  return (score ?? 0) > 50
}
