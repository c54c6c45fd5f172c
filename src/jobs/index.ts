import type { JobsConfig } from 'payload'

import { hasRole } from '@/domains/accounts'
import { QUEUES } from '@/platform/jobs/queues'
import { runAsJob } from '@/platform/jobs/scope'

import { jobsAutoRunEnabled } from './queues'
import { calculateRankingTask } from './tasks/calculate-ranking'
import { captureScreenshotTask } from './tasks/capture-screenshot'
import { categorizeToolTask } from './tasks/categorize-tool'
import { checkSiteFreshnessTask } from './tasks/check-site-freshness'
import { clearExpiredRateLimitsTask } from './tasks/clear-expired-rate-limits'
import { clearOldToolVisitsTask } from './tasks/clear-old-tool-visits'
import { crawlWebsiteTask } from './tasks/crawl-website'
import { deleteOrphanedLogosTask } from './tasks/delete-orphaned-logos'
import { deleteToolLogosTask } from './tasks/delete-tool-logos'
import { fetchLogoTask } from './tasks/fetch-logo'
import { generateContentTask } from './tasks/generate-content'
import { generateKeyBenefitsTask } from './tasks/generate-key-benefits'
import { prepareWeeklyNewsletterTask } from './tasks/prepare-weekly-newsletter'
import { processStripeEventTask } from './tasks/process-stripe-event'
import { queueMissingLogosTask } from './tasks/queue-missing-logos'
import { scheduleFreshnessChecksTask } from './tasks/schedule-freshness-checks'
import { sendClaimCodeMailTask } from './tasks/send-claim-code-mail'
import { sendEditorAlertTask } from './tasks/send-editor-alert'
import { sendEmailChangeMailTask } from './tasks/send-email-change-mail'
import { sendFollowDigestsTask } from './tasks/send-follow-digests'
import { sendMonthlyReportsTask } from './tasks/send-monthly-reports'
import { sendNewsletterIssueTask } from './tasks/send-newsletter-issue'
import { sendVendorDecisionMailTask } from './tasks/send-vendor-decision-mail'
import { enrichToolWorkflow } from './workflows/enrich-tool'

/** Runs every task's handler in the job scope, whichever request's timer started the runner. */
function asJob<T extends { handler: unknown }>(task: T): T {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  const run = handler as (...args: unknown[]) => unknown
  return { ...task, handler: (...args: unknown[]) => runAsJob(() => run(...args)) }
}

const staff = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as { roles?: string[] } | null, 'admin', 'editor')

export const jobs: JobsConfig = {
  tasks: [
    crawlWebsiteTask,
    fetchLogoTask,
    queueMissingLogosTask,
    captureScreenshotTask,
    categorizeToolTask,
    generateKeyBenefitsTask,
    generateContentTask,
    calculateRankingTask,
    processStripeEventTask,
    deleteOrphanedLogosTask,
    clearExpiredRateLimitsTask,
    clearOldToolVisitsTask,
    sendEmailChangeMailTask,
    sendClaimCodeMailTask,
    sendVendorDecisionMailTask,
    deleteToolLogosTask,
    scheduleFreshnessChecksTask,
    checkSiteFreshnessTask,
    sendNewsletterIssueTask,
    prepareWeeklyNewsletterTask,
    sendFollowDigestsTask,
    sendEditorAlertTask,
    sendMonthlyReportsTask,
  ].map(asJob),
  workflows: [enrichToolWorkflow],
  access: { queue: staff, run: staff, cancel: staff },
  // Finished jobs are kept so the admin screens can read their outcome; the hourly ranking job
  // prunes the ones older than a week.
  deleteJobOnComplete: false,
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: ({ user }) => !hasRole(user as { roles?: string[] }, 'admin'), group: 'System' },
  }),
  autoRun: () =>
    jobsAutoRunEnabled()
      ? [
          { cron: '*/2 * * * * *', queue: QUEUES.default, limit: 4 },
          { cron: '*/5 * * * * *', queue: QUEUES.enrichment, limit: 2 },
          // One batch at a time: each queues the next, so a send runs batch after batch.
          { cron: '*/2 * * * * *', queue: QUEUES.newsletter, limit: 1 },
          { cron: '*/2 * * * * *', queue: QUEUES.alerts, limit: 4 },
          { cron: '*/10 * * * * *', queue: QUEUES.logos, limit: 1 },
        ]
      : [],
}
