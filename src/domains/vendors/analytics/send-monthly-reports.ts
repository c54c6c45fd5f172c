import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { monthlyReportEmail } from '@/domains/vendors/mail/monthly-report'
import { sqlFor } from '@/platform/database/db'
import { sendMail } from '@/platform/mail/send'
import { siteUrl } from '@/platform/mail/urls'

import { monthlyReport } from './monthly-report'
import { premiumToolOwners } from './premium'
import { reportMonths } from './report-month'

type MonthlyReportRun = { month: string; sent: number; skipped: number; failed: number }

/**
 * Sends each Premium tool's owner the report on last month, at most once per tool and month: a
 * row in `premium_report_sends` is claimed before the mail goes out (a run that finds it claimed
 * skips the tool), marked sent after, and released when the mail server refused it, so a rerun
 * (the task's retry) sends only what is missing. A process stopped mid-mail leaves the claim:
 * that report is not sent again rather than possibly twice.
 */
export async function sendMonthlyReports(payload: Payload, now = new Date()): Promise<MonthlyReportRun> {
  const db = await sqlFor(payload)
  const { month, before } = reportMonths(now)
  const run: MonthlyReportRun = { month: month.key, sent: 0, skipped: 0, failed: 0 }
  for (const owner of await premiumToolOwners(db)) {
    const claimed = await db.execute(sql`
      INSERT INTO premium_report_sends (tool_id, month, email, status, claimed_at)
      VALUES (${owner.toolId}, ${month.key}, ${owner.email}, 'sending', now())
      ON CONFLICT (tool_id, month) DO NOTHING
      RETURNING tool_id`)
    if (claimed.rows.length === 0) {
      run.skipped += 1
      continue
    }
    try {
      const report = await monthlyReport(db, owner.toolId, month, before)
      const analyticsUrl = siteUrl(`/account/analytics/${owner.slug}`, { days: '30' })
      await sendMail(payload, owner.email, monthlyReportEmail({ toolName: owner.name, analyticsUrl, report }))
      await db.execute(sql`UPDATE premium_report_sends SET status = 'sent', sent_at = now() WHERE tool_id = ${owner.toolId} AND month = ${month.key}`)
      run.sent += 1
    } catch (error) {
      await db.execute(sql`DELETE FROM premium_report_sends WHERE tool_id = ${owner.toolId} AND month = ${month.key} AND status = 'sending'`)
      payload.logger.error({ err: error, msg: `monthly report for tool ${owner.toolId} not sent` })
      run.failed += 1
    }
  }
  return run
}
