import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { withStaffOnlyAdminRecords } from '@/access/staffOnlyAdminRecords'
import { Articles } from '@/collections/Articles'
import { Categories } from '@/collections/Categories'
import { ChangeProposals } from '@/collections/ChangeProposals'
import { FollowDigestItems } from '@/collections/FollowDigestItems'
import { withEditorAlerts } from '@/collections/hooks/alertEditors'
import { Integrations } from '@/collections/Integrations'
import { Media } from '@/collections/Media'
import { NewsletterDeliveries } from '@/collections/NewsletterDeliveries'
import { NewsletterIssues } from '@/collections/NewsletterIssues'
import { StripeEvents } from '@/collections/StripeEvents'
import { Tools } from '@/collections/Tools'
import { ToolStats } from '@/collections/ToolStats'
import { Users } from '@/collections/Users'
import { CaseStudyRequests } from '@/features/case-studies'
import { Claims } from '@/features/claims'
import { Follows } from '@/features/follows'
import { Submissions } from '@/features/listings'
import { Subscribers } from '@/features/newsletter'
import { ReviewReports, Reviews, ReviewVotes } from '@/features/reviews'
import { SavedTools } from '@/features/saved-tools'
import { SearchSynonyms } from '@/features/search-synonyms'
import { Sponsorships } from '@/features/sponsorships'
import { Reports } from '@/features/tool-reports'
import { Upvotes } from '@/features/upvotes'
import { HelpCenter } from '@/globals/HelpCenter'
import { PrivacyPolicy } from '@/globals/PrivacyPolicy'
import { ResourcesHub } from '@/globals/ResourcesHub'
import { ReviewProcess } from '@/globals/ReviewProcess'
import { SiteSettings } from '@/globals/SiteSettings'
import { jobs } from '@/jobs'
import { apiInputBounds } from '@/platform/api-input/plugin'
import { queryErrorsAsBadRequest } from '@/platform/api-input/query-errors'
import { logIdleConnectionErrors } from '@/platform/database/pool-errors'
import { env } from '@/platform/env'
import { mailTransport } from '@/platform/mail/transport'
import { mediaStorage } from '@/platform/s3/media-storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const built = buildConfig({
  serverURL: env.SERVER_URL,
  secret: env.PAYLOAD_SECRET,
  telemetry: false,
  // Nothing uses GraphQL (the admin and the site use REST and the local API): off, so it is no
  // second, unthrottled way into sign-in, password reset and the collections.
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' · HireStack admin' },
    importMap: { baseDir: path.resolve(dirname, 'src') },
    components: {
      beforeDashboard: ['@/components/payload-admin/editor-queues#EditorQueues'],
      afterDashboard: ['@/features/admin-tools#AdminToolsLink'],
      views: { enrichment: { Component: '@/features/admin-tools#EnrichmentView', path: '/enrichment' } },
    },
  },
  collections: withEditorAlerts([
    Tools,
    Categories,
    Integrations,
    Articles,
    Media,
    Upvotes,
    SearchSynonyms,
    SavedTools,
    Follows,
    FollowDigestItems,
    Subscribers,
    NewsletterIssues,
    NewsletterDeliveries,
    Submissions,
    Sponsorships,
    StripeEvents,
    ToolStats,
    Reports,
    ChangeProposals,
    Claims,
    Reviews,
    ReviewVotes,
    ReviewReports,
    CaseStudyRequests,
    Users,
  ]),
  hooks: { afterError: [queryErrorsAsBadRequest] },
  globals: [SiteSettings, ResourcesHub, PrivacyPolicy, HelpCenter, ReviewProcess],
  jobs,
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: env.DATABASE_URI, max: env.DATABASE_POOL_MAX },
    readReplicas: env.DATABASE_READ_REPLICAS?.split(',').map((uri) => uri.trim()),
    // Schema changes always go through committed migrations, in development too.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    extensions: ['pg_trgm'],
  }),
  email: nodemailerAdapter({
    defaultFromAddress: env.MAIL_FROM.replace(/^.*<|>.*$/g, ''),
    defaultFromName: env.MAIL_FROM.includes('<') ? env.MAIL_FROM.replace(/\s*<.*$/, '') : 'HireStack',
    transport: mailTransport(env.SMTP_URL),
    skipVerify: true,
  }),
  plugins: [mediaStorage(env.s3), apiInputBounds()],
  onInit: logIdleConnectionErrors,
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
})

// Payload builds its own lock and preference collections inside buildConfig, so they are
// restricted on its result.
export default withStaffOnlyAdminRecords(built)
