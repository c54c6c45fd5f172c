/**
 * End-to-end run: a fresh database on the embedded cluster (.data/e2e-postgres), migrated and
 * seeded; the app built (skip with E2E_SKIP_BUILD=1) and its standalone server started twice behind
 * the cache tier (Varnish, scripts/varnish); then Playwright in Debian's Chromium through the
 * cache tier's port. Everything it started is stopped at the end.
 */
import fs from 'node:fs'
import path from 'node:path'

import { startSmtpListener } from '../tests/helpers/smtp-listener'
import { startApp, stopApp } from './lib/app-server'
import { migrate, seed, toolCount } from './lib/database'
import { startEmbeddedPostgres } from './lib/embedded-postgres'
import { announceNodeRuntime } from './lib/node-runtime'
import { bin, run } from './lib/processes'
import { startVarnish, type Varnish } from './lib/varnish'

announceNodeRuntime()
const port = Number(process.env.E2E_PORT ?? 3100)
const baseUrl = `http://127.0.0.1:${port}`
// Two instances of the same build on the same database behind the cache tier, as in production;
// the first one runs the job queue. Tests reach the second one directly too
// (tests/e2e/scale-out.e2e.spec.ts).
const appPort = port + 10
const peerPort = port + 11
const peerUrl = `http://127.0.0.1:${peerPort}`
const UNREACHABLE_DATABASE = 'postgres://x@127.0.0.1:9/none'

await run('bash', ['scripts/ensure-chromium.sh'])

const cluster = await startEmbeddedPostgres({
  dataDir: '.data/e2e-postgres',
  port: Number(process.env.E2E_PG_PORT ?? 54349),
  quiet: true,
})
await cluster.createDatabase('hirestack_e2e', { recreate: true })

// The app sends real mail to an SMTP listener on loopback, which writes each message as JSON to
// E2E_MAIL_DIR; tests read it with tests/helpers/smtp-mailbox.ts.
const mailDir = path.resolve('.data/e2e-mail')
fs.rmSync(mailDir, { recursive: true, force: true })
const mediaDir = path.resolve('.data/e2e-media')
fs.rmSync(mediaDir, { recursive: true, force: true })
const smtp = await startSmtpListener(Number(process.env.E2E_SMTP_PORT ?? 2527), mailDir)

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URI: cluster.uri('hirestack_e2e'),
  PAYLOAD_SECRET: 'e2e-secret-not-for-production',
  SERVER_URL: baseUrl,
  SMTP_URL: smtp.url,
  CACHE_PURGE_URLS: baseUrl,
  E2E_MAIL_DIR: mailDir,
  // The e2e tools' ids start at 1 again each run: their uploads and logos stay out of the development media/.
  MEDIA_DIR: mediaDir,
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
  NEXT_TELEMETRY_DISABLED: '1',
  RATE_LIMIT_SCALE: '50',
  // The cache tier reaches the apps from 127.0.0.1; the tests' own clients use other loopback
  // addresses, so each is a client of its own, which the cache tier names in X-Forwarded-For.
  TRUSTED_PROXIES: '127.0.0.1',
  // The app runs the job queue itself (no separate worker) and may crawl the tests' loopback sites.
  JOBS_AUTORUN: '1',
  CRAWLER_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
}

let code = 1
let app: Awaited<ReturnType<typeof startApp>> | undefined
let peer: Awaited<ReturnType<typeof startApp>> | undefined
let varnish: Varnish | undefined
try {
  await migrate(env)
  // Its own process runs no job queue (the app does).
  await seed({ ...env, JOBS_AUTORUN: '0' })
  if ((await toolCount(env.DATABASE_URI!)) === 0) throw new Error('The e2e database has no tools after seeding')
  // The build reads no database: it is given one where nothing listens, so a page that would bake
  // data into the build fails it here.
  if (process.env.E2E_SKIP_BUILD !== '1') await run(bin('next'), ['build'], { ...env, NODE_ENV: 'production', DATABASE_URI: UNREACHABLE_DATABASE })
  app = await startApp(appPort, { ...env, NODE_ENV: 'production' })
  peer = await startApp(peerPort, { ...env, NODE_ENV: 'production', JOBS_AUTORUN: '0' })
  varnish = await startVarnish({
    port,
    backends: [appPort, peerPort].map((backendPort) => ({ host: '127.0.0.1', port: backendPort })),
    purgers: ['127.0.0.1'],
    workDir: '.data/e2e-varnish',
  })
  await run(bin('playwright'), ['test', ...process.argv.slice(2)], { ...env, E2E_BASE_URL: baseUrl, E2E_PEER_URL: peerUrl })
  code = 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  await varnish?.stop()
  for (const instance of [peer, app]) if (instance) await stopApp(instance)
  await smtp.close()
  cluster.stop()
}
process.exit(code)
