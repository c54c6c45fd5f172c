/** The periods a vendor can look at, in days; the first is the default. */
export const ANALYTICS_RANGES = [30, 7, 90] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]

/** A `?days=` value as a known range; anything else (missing, bad, unknown) is the default. */
export function parseAnalyticsRange(value: unknown): AnalyticsRange {
  const days = Number(Array.isArray(value) ? value[0] : value)
  return (ANALYTICS_RANGES as readonly number[]).includes(days) ? (days as AnalyticsRange) : ANALYTICS_RANGES[0]
}
