import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { idRow } from '@/platform/database/common-rows'
import { sqlFor } from '@/platform/database/db'
import { selectRows, type RowReader } from '@/platform/database/typed-rows'
import { QUEUES } from '@/platform/jobs/queues'

/** Tools one scheduled run hands to the logo fetch at most. */
const LOGO_BATCH_SIZE = 30
/** A site where no usable icon was found is asked again after this long: sites change. */
export const LOGO_RETRY_DAYS = 7
/**
 * A tool created this recently is left to its own enrichment (crawl, then logo), which runs right
 * after the write; the schedule is for every tool that still has no logo after that.
 */
export const LOGO_GRACE_MINUTES = 10

/**
 * Claims the next published tools that show a monogram (no stored logo, no logo URL) and have a
 * website, never asked for a logo or last asked over a week ago, those never asked first: marks
 * them asked (`logo_fetch_requested_at`) in the same statement, so two workers never take the same
 * tool and the tool page's own one-time request stays quiet. Returns their ids.
 */
async function claimToolsWithoutLogo(db: RowReader, now: Date): Promise<number[]> {
  const asked = now.toISOString()
  const retryBefore = new Date(now.getTime() - LOGO_RETRY_DAYS * 86_400_000).toISOString()
  const createdBefore = new Date(now.getTime() - LOGO_GRACE_MINUTES * 60_000).toISOString()
  const rows = await selectRows(db, 'the tools without a logo to fetch one for', idRow, sql`
    UPDATE tools SET logo_fetch_requested_at = ${asked}
    WHERE id IN (
      SELECT id FROM tools
      WHERE _status = 'published'
        AND (source_url ~* '^https?://' OR affiliate_link ~* '^https?://')
        AND coalesce(local_logo_path, '') = '' AND coalesce(logo, '') = ''
        AND created_at < ${createdBefore}
        AND (logo_fetch_requested_at IS NULL OR logo_fetch_requested_at < ${retryBefore})
      ORDER BY logo_fetch_requested_at NULLS FIRST, id
      LIMIT ${LOGO_BATCH_SIZE}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`)
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

/**
 * The scheduled run: claims the next tools without a logo and queues fetchLogo for each on the
 * "logos" queue, which fetches one at a time. `failSoft`: a site that fails is asked again a week
 * later, not by the queue's retries. Returns the tools' ids.
 */
export async function queueMissingLogos(payload: Payload, now: Date, req?: PayloadRequest): Promise<number[]> {
  const toolIds = await claimToolsWithoutLogo(await sqlFor(payload, req), now)
  for (const toolId of toolIds) await payload.jobs.queue({ task: 'fetchLogo', input: { toolId, failSoft: true }, queue: QUEUES.logos, req })
  return toolIds
}
