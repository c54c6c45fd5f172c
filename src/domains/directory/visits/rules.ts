export type VisitKind = 'view' | 'click'

/**
 * What one address can add per day across all tools, per kind, before RATE_LIMIT_SCALE. Well above
 * what a person browses in a day (an office behind one address shares it), well below what would
 * move a ranking built on thousands of visits.
 */
export const DAILY_ADDRESS_CAP: Record<VisitKind, number> = { view: 100, click: 50 }

/** Days of visitor rows kept: today's dedupe, and yesterday's while a request started before midnight finishes. */
export const VISIT_DAYS_KEPT = 2
