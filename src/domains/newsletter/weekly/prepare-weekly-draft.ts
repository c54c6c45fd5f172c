import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import { validationIssues } from '@/platform/database/payload-errors'

import { heading, paragraph, root, toolBlock } from './lexical-builders'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const NEW_TOOLS = 8
const TRENDING_TOOLS = 5

/** The ISO week of a date ("2026-W48"): one weekly draft per week, whichever run makes it. */
function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  const weekday = day.getUTCDay() || 7
  day.setUTCDate(day.getUTCDate() + 4 - weekday)
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7)
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

async function publishedTools(payload: Payload, where: Where, sort: string, limit: number) {
  const { docs } = await payload.find({
    collection: 'tools',
    where: { and: [{ _status: { equals: 'published' } }, { hiddenAsDead: { not_equals: true } }, where] },
    select: { name: true },
    sort,
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/**
 * The weekly draft (the `prepareWeeklyNewsletter` job, Mondays): tools published in the last seven
 * days and the most trending others, as tool cards in a draft issue for an editor to edit, test
 * and send. It is never sent by itself. One per ISO week: a second run (a retry, another worker)
 * finds it by its week key. Returns the draft's id and whether this run made it.
 */
export async function prepareWeeklyDraft(payload: Payload, now = new Date()): Promise<{ issueId: number; created: boolean }> {
  const weekKey = isoWeek(now)
  const existing = async () =>
    (await payload.find({ collection: 'newsletter-issues', where: { weekKey: { equals: weekKey } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
  const found = await existing()
  if (found) return { issueId: found.id, created: false }

  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString()
  const fresh = await publishedTools(payload, { createdAt: { greater_than_equal: weekAgo } }, '-createdAt', NEW_TOOLS)
  const trending = await publishedTools(payload, { id: { not_in: fresh.map((tool) => tool.id) } }, '-trendingScore', TRENDING_TOOLS)
  const date = now.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
  const body = root([
    paragraph('Here is what changed in the HireStack directory this week.'),
    heading('New this week'),
    ...(fresh.length > 0 ? fresh.map((tool) => toolBlock(tool.id)) : [paragraph('No new tools were added this week.')]),
    heading('Trending'),
    ...trending.map((tool) => toolBlock(tool.id)),
  ])
  const data: RequiredDataFromCollectionSlug<'newsletter-issues'> = {
    subject: `New and trending AI recruiting tools: week of ${date}`,
    preheader:
      fresh.length > 0
        ? `${fresh.length} new tool${fresh.length === 1 ? '' : 's'} this week, and what recruiters are looking at.`
        : 'What recruiters are looking at this week.',
    body,
    status: 'draft',
    origin: 'weekly',
    weekKey,
  }
  try {
    const issue = await payload.create({ collection: 'newsletter-issues', data, overrideAccess: true })
    return { issueId: issue.id, created: true }
  } catch (error) {
    const raced = validationIssues(error)?.some((issue) => issue.path === 'weekKey') ? await existing() : undefined
    if (raced) return { issueId: raced.id, created: false }
    throw error
  }
}
