import 'server-only'

import { hasRole } from '@/domains/accounts'
import { recordedRanks, statsDay } from '@/domains/directory'
import { type AnalyticsRange, dailySeries, isPremiumTool, openCaseStudyRequest, ownedTool, ownedTools, summarise, viewSources } from '@/domains/vendors'
import type { User } from '@/payload-types'
import { readDb } from '@/server/read-db'

/**
 * A tool's analytics for the range, or null when the tool is not published or not this user's
 * (a vendor sees only the tools they own; staff see any). Premium data (where the views came
 * from, the category rank per day, the open case study request) is read only for a Premium tool
 * or for staff, so a Basic owner's page and CSV never hold it. Per user and live, so never cached.
 */
export async function vendorAnalytics(user: User, slug: string, days: AnalyticsRange, now = new Date()) {
  const db = await readDb()
  const staff = hasRole(user, 'admin', 'editor')
  const tool = await ownedTool(db, user.id, slug, staff)
  if (!tool) return null
  const summary = summarise(await dailySeries(db, tool.id, days, statsDay(now)))
  const plan = (await isPremiumTool(db, tool.id)) ? 'premium' : 'basic'
  const from = summary.days[0]!.day
  const to = summary.days.at(-1)!.day
  const premium =
    plan === 'premium' || staff
      ? {
          sources: await viewSources(db, tool.id, from, to),
          ranks: await recordedRanks(db, tool.id, from, to),
          caseStudy: plan === 'premium' ? { open: await openCaseStudyRequest(db, tool.id) } : null,
        }
      : null
  return { tool, range: days, plan, premium, ...summary }
}

/** The published tools whose analytics the vendor may open, for the account page. */
export async function vendorOwnedTools(user: User) {
  return ownedTools(await readDb(), user.id)
}
