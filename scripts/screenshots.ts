/**
 * `npm run screenshots`: retakes docs/screenshots. A fresh database on the embedded cluster
 * (.data/screenshots-postgres), migrated and seeded; the app built (skip with
 * SCREENSHOTS_SKIP_BUILD=1 to reuse the last build) and its standalone server started; then
 * Debian's Chromium through Playwright's library takes every public page (tests/e2e/public-pages.ts),
 * the account pages of a signed-in vendor who owns a listed tool, and the vendor pages as that
 * vendor sees them, each at 375, 768 and 1280 px, full length up to 4,000 px, as palette PNGs named
 * `<name>-<width>.png`. Everything it started is stopped at the end.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { type BrowserContext, chromium } from 'playwright-core'
import sharp from 'sharp'

import { PUBLIC_PAGES } from '../tests/e2e/public-pages'
import { startApp, stopApp } from './lib/app-server'
import { migrate, seed, toolCount } from './lib/database'
import { startEmbeddedPostgres } from './lib/embedded-postgres'
import { announceNodeRuntime } from './lib/node-runtime'
import { bin, run } from './lib/processes'

announceNodeRuntime()
const port = Number(process.env.SCREENSHOTS_PORT ?? 3290)
const baseUrl = `http://127.0.0.1:${port}`
const OUT = path.resolve('docs/screenshots')
const WIDTHS = [375, 768, 1280]
/** A long page is cut here (CSS px): its first screens are what the docs show, and the file stays small. */
const MAX_HEIGHT = 4000
/** `SCREENSHOTS_ONLY=home,tool` retakes only the shots with those names. */
const ONLY = process.env.SCREENSHOTS_ONLY?.split(',').map((name) => name.trim())
const UNREACHABLE_DATABASE = 'postgres://x@127.0.0.1:9/none'
const ADMIN = { email: 'admin@screenshots.test', password: 'screenshots-admin-password' }
const VENDOR = { email: 'vendor@screenshots.test', password: 'screenshots-vendor-password' }
/** The seeded tool the vendor owns, so their analytics, edit and feature pages have a tool to show. */
const OWNED_TOOL = 'peoplegpt'

type Shot = { name: string; path: string; status?: number; fullPage?: boolean }

/** Beyond the public pages: first screens, as the README and the look docs show them. */
const EXTRA_PUBLIC: Shot[] = [
  { name: 'home-filters', path: '/', fullPage: false },
  { name: 'tool-first-screen', path: '/tools/peoplegpt', fullPage: false },
  { name: 'compare-first-screen', path: '/compare?tools=peoplegpt,gem,seekout', fullPage: false },
]

/** What the signed-in vendor sees: their account, their tool's pages, and the vendor forms with their tools to pick. */
const SIGNED_IN: Shot[] = [
  { name: 'account', path: '/account' },
  { name: 'account-listings', path: '/account/listings' },
  { name: 'account-saved', path: '/account/saved' },
  { name: 'account-analytics', path: `/account/analytics/${OWNED_TOOL}` },
  { name: 'account-edit-tool', path: `/account/tools/${OWNED_TOOL}/edit` },
  { name: 'account-claim', path: '/account/claim' },
  { name: 'vendor-feature-tool', path: '/feature-tool' },
  { name: 'vendor-submit-tool-form', path: '/submit-tool/form' },
]

async function shoot(context: BrowserContext, shots: Shot[]) {
  const page = await context.newPage()
  for (const shot of shots.filter(({ name }) => !ONLY || ONLY.includes(name))) {
    // The cache tier asks the app for a not-found page in full with this header; visitors see that page.
    await page.setExtraHTTPHeaders(shot.status === 404 ? { 'x-not-found-page': '1' } : {})
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 })
      await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'load' })
      // A request that never answers offline (a payment provider's script) must not stop the run.
      await page.waitForLoadState('networkidle', { timeout: 2000 }).catch(() => undefined)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const fullPage = shot.fullPage ?? true
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const clip = fullPage && height > MAX_HEIGHT ? { x: 0, y: 0, width, height: MAX_HEIGHT } : undefined
      const png = await page.screenshot({ fullPage, clip })
      // A palette of 256 colours is enough for the interface and a third of the bytes.
      await sharp(png).png({ palette: true, compressionLevel: 9 }).toFile(path.join(OUT, `${shot.name}-${width}.png`))
    }
    console.log(`  ${shot.name} (${shot.path})`)
  }
  await page.close()
}

/** The vendor account, made by the admin through the REST API, and the seeded tool it owns (its creator). */
async function createVendor(databaseUri: string) {
  const login = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`the admin could not sign in (${login.status})`)
  const created = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ ...VENDOR, name: 'Screenshot Vendor', roles: ['vendor'], _verified: true }),
  })
  const { doc } = (await created.json()) as { doc?: { id: number } }
  if (!doc) throw new Error(`the vendor account could not be created (${created.status})`)
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    await client.query('UPDATE tools SET created_by_id = $1 WHERE slug = $2', [doc.id, OWNED_TOOL])
  } finally {
    await client.end()
  }
}

await run('bash', ['scripts/ensure-chromium.sh'])
const cluster = await startEmbeddedPostgres({
  dataDir: '.data/screenshots-postgres',
  port: Number(process.env.SCREENSHOTS_PG_PORT ?? 54389),
  quiet: true,
})
await cluster.createDatabase('hirestack_screenshots', { recreate: true })
const mediaDir = path.resolve('.data/screenshots-media')
fs.rmSync(mediaDir, { recursive: true, force: true })

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URI: cluster.uri('hirestack_screenshots'),
  PAYLOAD_SECRET: 'screenshots-secret-not-for-production',
  SERVER_URL: baseUrl,
  MEDIA_DIR: mediaDir,
  DATA_DIR: path.resolve('.data/screenshots'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  NEXT_TELEMETRY_DISABLED: '1',
  // No job runs: enrichment would change the seeded tools between two shots.
  JOBS_AUTORUN: '0',
}

let code = 1
let app: Awaited<ReturnType<typeof startApp>> | undefined
try {
  await migrate(env)
  await seed(env)
  if ((await toolCount(env.DATABASE_URI!)) === 0) throw new Error('The screenshots database has no tools after seeding')
  if (process.env.SCREENSHOTS_SKIP_BUILD !== '1') await run(bin('next'), ['build'], { ...env, NODE_ENV: 'production', DATABASE_URI: UNREACHABLE_DATABASE })
  app = await startApp(port, { ...env, NODE_ENV: 'production' })
  await createVendor(env.DATABASE_URI!)
  fs.mkdirSync(OUT, { recursive: true })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  try {
    console.log('Public pages:')
    const visitor = await browser.newContext()
    await shoot(visitor, [...PUBLIC_PAGES, ...EXTRA_PUBLIC])
    await visitor.close()
    console.log('Signed in as a vendor:')
    const vendor = await browser.newContext()
    const signedIn = await vendor.request.post(`${baseUrl}/api/users/login`, { data: VENDOR })
    if (!signedIn.ok()) throw new Error(`the vendor could not sign in (${signedIn.status()})`)
    await shoot(vendor, SIGNED_IN)
    await vendor.close()
  } finally {
    await browser.close()
  }
  console.log(`Screenshots written to ${path.relative(process.cwd(), OUT)}/`)
  code = 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  if (app) await stopApp(app)
  cluster.stop()
}
process.exit(code)
