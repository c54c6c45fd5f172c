import type { TaskConfig } from 'payload'

import { sendMonthlyReports } from '@/domains/vendors'
import { QUEUES } from '@/platform/jobs/queues'

/**
 * On the 1st of each month at 08:00 UTC: each Premium tool's owner gets last month's report. A
 * report that failed makes the task fail, and its retry sends only the reports still missing
 * (one per tool and month, recorded in premium_report_sends).
 */
export const sendMonthlyReportsTask: TaskConfig<'sendMonthlyReports'> = {
  slug: 'sendMonthlyReports',
  label: 'Send the Premium monthly reports',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5 * 60_000 } },
  schedule: [{ cron: '0 0 8 1 * *', queue: QUEUES.default }],
  outputSchema: [
    { name: 'month', type: 'text', required: true },
    { name: 'sent', type: 'number', required: true },
    { name: 'skipped', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const run = await sendMonthlyReports(req.payload)
    if (run.failed > 0) throw new Error(`${run.failed} monthly report(s) for ${run.month} not sent; the retry sends them`)
    return { output: { month: run.month, sent: run.sent, skipped: run.skipped } }
  },
}
