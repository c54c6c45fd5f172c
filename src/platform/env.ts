import path from 'node:path'

import { z } from 'zod'

/**
 * The environment, parsed once. `scripts/run.ts` fills in DATABASE_URI (embedded Postgres) and a
 * development PAYLOAD_SECRET; in production both must be set or the app refuses to start.
 */
const isProduction = process.env.NODE_ENV === 'production'
const isBuild = process.env.NEXT_PHASE === 'phase-production-build'

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

/** A comma-separated list of IP addresses and CIDR ranges (IPv4 or IPv6); empty means none. */
const addressList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'expected an IP address or a CIDR range' })))

const schema = z.object({
  DATABASE_URI: optional,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
  DATABASE_READ_REPLICAS: optional,
  PAYLOAD_SECRET: optional,
  // Without a trailing slash, so every absolute link is `${SERVER_URL}/path`.
  SERVER_URL: optional
    .pipe(z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).default('http://localhost:3000'))
    .transform((url) => url.replace(/\/+$/, '')),
  SMTP_URL: optional,
  MAIL_FROM: z.string().trim().default('HireStack <hello@hirestack.local>'),
  NEWSLETTER_UNSUBSCRIBE_MAILTO: optional.pipe(z.email({ error: 'expected an email address' }).optional()),
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  CACHE_PURGE_URLS: z
    .string()
    .trim()
    .default('')
    .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(z.string().url())),
  TRUSTED_PROXIES: addressList,
  // Next's standalone server chdirs into .next/standalone, so files the app writes are placed by an
  // absolute directory (scripts/start-app.ts passes the repository's); relative to the working
  // directory otherwise, as in `next dev`, the tests and the scripts run from the repository.
  // Data written at run time, not code: the build's file tracing must not follow these paths.
  MEDIA_DIR: optional.transform((value) => path.resolve(/* turbopackIgnore: true */ value ?? 'media')),
  DATA_DIR: optional.transform((value) => path.resolve(/* turbopackIgnore: true */ value ?? '.data')),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  RATE_LIMIT_SCALE: z.coerce.number().min(1, { error: 'expected a number of at least 1' }).default(1),
  CHROMIUM_PATH: z.string().trim().min(1).default('/usr/bin/chromium'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  S3_FORCE_PATH_STYLE: z
    .enum(['', 'true', 'false', '1', '0'], { error: 'expected true or false' })
    .default('')
    .transform((value) => value === 'true' || value === '1'),
})

const parsed = schema.safeParse(process.env)
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
}

const raw = parsed.data

if (isProduction && !isBuild) {
  const missing = (['DATABASE_URI', 'PAYLOAD_SECRET', 'SERVER_URL'] as const).filter((key) => !process.env[key]?.trim())
  if (missing.length > 0) {
    throw new Error(`Missing required production settings: ${missing.join(', ')}. See .env.example.`)
  }
}

/** Where media and stored logos go: an S3 bucket when S3_* is set, the local media/ folder when none is. */
export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

// Half a bucket configuration would silently write uploads to one instance's disk: refuse to start.
function s3Settings(): S3Settings | null {
  const given = [...S3_REQUIRED, 'S3_ENDPOINT' as const].filter((key) => raw[key])
  if (given.length === 0 && !raw.S3_FORCE_PATH_STYLE) return null
  const missing = S3_REQUIRED.filter((key) => !raw[key])
  if (missing.length > 0) {
    throw new Error(
      `S3 is partly configured: missing ${missing.join(', ')}. Set ${S3_REQUIRED.join(', ')} (and S3_ENDPOINT, S3_FORCE_PATH_STYLE for a non-AWS server) together, or none of them to keep uploads in media/. See .env.example.`,
    )
  }
  return {
    bucket: raw.S3_BUCKET!,
    region: raw.S3_REGION!,
    endpoint: raw.S3_ENDPOINT,
    accessKeyId: raw.S3_ACCESS_KEY_ID!,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE,
  }
}

export const env = {
  ...raw,
  s3: s3Settings(),
  // The build only compiles; it needs a secret-shaped value but never signs anything with it.
  PAYLOAD_SECRET: raw.PAYLOAD_SECRET ?? (isProduction ? 'build-only-secret' : 'development-secret'),
  DATABASE_URI: raw.DATABASE_URI ?? 'postgres://postgres:postgres@127.0.0.1:54329/hirestack',
  isProduction,
}

/**
 * Settings read again on each use, because tests, the worker and the scripts change them while one
 * process runs: a loopback Stripe or AI server, the private hosts a test crawls, the job runner
 * switch. Everything in `env` above is fixed at start.
 */
const liveSchema = z.object({
  STRIPE_SECRET_KEY: optional,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_HOST: optional,
  STRIPE_API_PORT: optional.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
  STRIPE_API_PROTOCOL: optional.pipe(z.enum(['http', 'https']).optional()),
  AI_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional()),
  AI_API_KEY: optional,
  AI_MODEL: optional,
  CRAWLER_ALLOW_PRIVATE_HOSTS: optional,
  // The DNS server a claim's TXT check asks ("127.0.0.1:5353"); unset, the system's resolvers.
  CLAIM_DNS_SERVER: optional,
  JOBS_AUTORUN: optional.pipe(z.enum(['1', 'true', '0', 'false'], { error: 'expected 1, true, 0 or false' }).optional()),
})

export type LiveEnv = z.infer<typeof liveSchema>

export function liveEnv(): LiveEnv {
  const live = liveSchema.safeParse(process.env)
  if (!live.success) throw new Error(`Invalid environment: ${z.prettifyError(live.error)}`)
  return live.data
}
