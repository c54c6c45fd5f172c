/**
 * End-to-end run: a fresh database on the embedded cluster (.data/e2e-postgres), migrated and
 * seeded; the app built (skip with E2E_SKIP_BUILD=1) and started with `next start`; then
 * Playwright in Debian's Chromium. Everything it started is stopped at the end.
 */
import { startEmbeddedPostgres } from './lib/embedded-postgres'
import { startApp, stopApp } from './lib/app-server'
import { bin, run } from './lib/processes'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseUrl = `http://127.0.0.1:${port}`

await run('bash', ['scripts/ensure-chromium.sh'])

const cluster = await startEmbeddedPostgres({
  dataDir: '.data/e2e-postgres',
  port: Number(process.env.E2E_PG_PORT ?? 54349),
  quiet: true,
})
await cluster.createDatabase('hirestack_e2e', { recreate: true })

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URI: cluster.uri('hirestack_e2e'),
  PAYLOAD_SECRET: 'e2e-secret-not-for-production',
  SERVER_URL: baseUrl,
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
  NEXT_TELEMETRY_DISABLED: '1',
  // The app runs the job queue itself (no separate worker) and may crawl the tests' loopback sites.
  JOBS_AUTORUN: '1',
  CRAWLER_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
}

let code = 1
let app: Awaited<ReturnType<typeof startApp>> | undefined
try {
  await run(bin('payload'), ['migrate'], env)
  await run(bin('payload'), ['run', 'scripts/seed.ts'], env)
  if (process.env.E2E_SKIP_BUILD !== '1') await run(bin('next'), ['build'], { ...env, NODE_ENV: 'production' })
  app = await startApp(port, { ...env, NODE_ENV: 'production' })
  await run(bin('playwright'), ['test', ...process.argv.slice(2)], { ...env, E2E_BASE_URL: baseUrl })
  code = 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  if (app) await stopApp(app)
  cluster.stop()
}
process.exit(code)
