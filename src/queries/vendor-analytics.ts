import 'server-only'

import { hasRole } from '@/domains/accounts'
import { statsDay } from '@/domains/directory'
import { type AnalyticsRange, dailySeries, ownedTool, ownedTools, summarise } from '@/domains/vendors'
import type { User } from '@/payload-types'
import { readDb } from '@/server/read-db'

/**
 * A tool's analytics for the range, or null when the tool is not published or not this user's
 * (a vendor sees only the tools they own; staff see any). Per user and live, so never cached.
 */
export async function vendorAnalytics(user: User, slug: string, days: AnalyticsRange, now = new Date()) {
  const db = await readDb()
  const tool = await ownedTool(db, user.id, slug, hasRole(user, 'admin', 'editor'))
  if (!tool) return null
  const series = await dailySeries(db, tool.id, days, statsDay(now))
  return { tool, range: days, ...summarise(series) }
}

/** The published tools whose analytics the vendor may open, for the account page. */
export async function vendorOwnedTools(user: User) {
  return ownedTools(await readDb(), user.id)
}
