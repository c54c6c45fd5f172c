/**
 * `npm run bench` (a measurement, not a test): on a database of BENCH_TOOLS synthetic tools
 * (default 100,000) it reports (a) the page query p50/p95, (b) HTTP throughput and latency of the
 * directory pages beside a bare Next page and a static file, (c) Lighthouse mobile scores, and
 * (d) the gzip size of the home page's JavaScript; then writes docs/benchmarks.md.
 * BENCH_SKIP_BUILD=1 reuses the last `next build`; BENCH_PREPARE_ONLY=1 only fills the database;
 * BENCH_ONLY=query measures only (a) and prints it (docs/benchmarks.md is left as it is).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { gzipSync } from 'node:zlib'

import { clearNextDataCache, startApp, stopApp } from './lib/app-server'
import { toolCount } from './lib/database'
import { startEmbeddedPostgres } from './lib/embedded-postgres'
import { bin, run } from './lib/processes'

const TOOLS = Number(process.env.BENCH_TOOLS ?? 100_000)
const PORT = Number(process.env.BENCH_PORT ?? 3190)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const base = `http://127.0.0.1:${PORT}`
const READING_HEADING = '## Reading these figures'

const cluster = await startEmbeddedPostgres({ dataDir: '.data/bench-postgres', port: Number(process.env.BENCH_PG_PORT ?? 54359), quiet: true })
await cluster.createDatabase('hirestack_bench')
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URI: cluster.uri('hirestack_bench'),
  PAYLOAD_SECRET: 'bench-secret-not-for-production',
  SERVER_URL: base,
  NEXT_TELEMETRY_DISABLED: '1',
  // Outside production Payload polls the jobs queue every 2 s in-process, which would add its own
  // queries and timers to the page query measurement; nothing here needs the queue.
  JOBS_AUTORUN: '0',
}

/** The engineers' own reading of the figures (from its heading on) survives a re-run; update it by hand. */
function handWrittenReading(): string {
  const previous = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : ''
  const start = previous.indexOf(READING_HEADING)
  return start === -1 ? '' : `\n${previous.slice(start)}`
}

function mdTable(header: string[], rows: (string | number)[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')
}

interface QueryResult {
  label: string
  p50: number
  p95: number
  total: number
  estimate: boolean
}

function queryTable(queries: QueryResult[]): string {
  return mdTable(
    ['case', 'p50 ms', 'p95 ms', 'total shown'],
    queries.map((entry) => [entry.label, entry.p50.toFixed(2), entry.p95.toFixed(2), `${entry.estimate ? 'about ' : ''}${entry.total}`]),
  )
}

let app: Awaited<ReturnType<typeof startApp>> | undefined
try {
  await run(bin('tsx'), ['scripts/migrate.ts'], env)
  await run(bin('tsx'), ['scripts/seed.ts'], env)
  if ((await toolCount(env.DATABASE_URI!)) < TOOLS) await run(bin('tsx'), ['scripts/seed-synthetic.ts', String(TOOLS)], env)
  const tools = await toolCount(env.DATABASE_URI!)
  if (process.env.BENCH_PREPARE_ONLY === '1') {
    console.info(`[bench] database ready with ${tools} tools`)
    cluster.stop()
    process.exit(0)
  }

  // (a) the page query
  const queryOutput = execFileSync(bin('tsx'), ['scripts/bench-queries.ts'], { env, encoding: 'utf8', maxBuffer: 1 << 24 })
  const queryLine = queryOutput.split('\n').find((line) => line.startsWith('BENCH_QUERIES '))
  const queries = JSON.parse(queryLine!.slice('BENCH_QUERIES '.length)) as QueryResult[]
  const queryLoad = os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ')
  if (process.env.BENCH_ONLY === 'query') {
    console.info(`[bench] ${tools} tools, load average (1 / 5 / 15 min) ${queryLoad}`)
    console.info(queryTable(queries))
    cluster.stop()
    process.exit(0)
  }

  // The load and browser tools are loaded only for the parts that use them.
  const { default: autocannon } = await import('autocannon')
  const chromeLauncher = await import('chrome-launcher')
  const { default: lighthouse } = await import('lighthouse')
  const { chromium } = await import('playwright-core')

  clearNextDataCache()
  if (process.env.BENCH_SKIP_BUILD !== '1') await run(bin('next'), ['build'], { ...env, NODE_ENV: 'production' })
  clearNextDataCache()
  app = await startApp(PORT, { ...env, NODE_ENV: 'production', BENCH_BASELINE: '1' })

  const targets = [
    { label: 'home `/`', path: '/' },
    { label: 'search `/?q=sourcing`', path: '/?q=sourcing' },
    { label: 'tool page `/tools/peoplegpt`', path: '/tools/peoplegpt' },
    { label: 'category `/categories/recruiter/candidate-sourcing`', path: '/categories/recruiter/candidate-sourcing' },
    { label: 'bare Next page, 24 items `/bench-baseline`', path: '/bench-baseline' },
    { label: 'static file `/placeholder.svg`', path: '/placeholder.svg' },
  ]
  for (const target of targets) {
    for (let warm = 0; warm < 3; warm += 1) await fetch(`${base}${target.path}`).then((response) => response.arrayBuffer())
  }

  // (b) HTTP load, on loopback only, bounded by duration
  const http: (string | number)[][] = []
  for (const target of targets) {
    for (const connections of [16, 64]) {
      const result = await autocannon({ url: `${base}${target.path}`, connections, duration: DURATION })
      http.push([
        target.label,
        connections,
        Math.round(result.requests.average),
        result.latency.p50,
        result.latency.p99,
        result.non2xx,
        result.errors,
      ])
      console.info(`[bench] ${target.path} c=${connections}: ${Math.round(result.requests.average)} req/s`)
    }
  }
  const cacheHeaders = await Promise.all(
    targets.slice(0, 4).map(async (target) => {
      const response = await fetch(`${base}${target.path}`)
      return [target.label, response.headers.get('x-nextjs-cache') ?? '—', response.headers.get('cache-control') ?? '—']
    }),
  )

  // (c) Lighthouse, mobile (its default form factor), in Debian's Chromium
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  const lighthouseRows: (string | number)[][] = []
  const lighthouseLoad = os.loadavg().map((value) => value.toFixed(1)).join(' / ')
  try {
    for (const target of targets.slice(0, 4).filter((entry) => entry.path !== '/?q=sourcing')) {
      const result = await lighthouse(`${base}${target.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const categories = result?.lhr.categories ?? {}
      const audits = result?.lhr.audits ?? {}
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      const metric = (id: string) => audits[id]?.displayValue?.replace(/\s/g, ' ') ?? '—'
      lighthouseRows.push([
        target.label,
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        metric('largest-contentful-paint'),
        metric('total-blocking-time'),
        metric('cumulative-layout-shift'),
      ])
    }
  } finally {
    chrome.kill()
  }

  // (d) JavaScript the home page loads, gzip-compressed
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) })
  let jsGzip = 0
  let jsRaw = 0
  let jsFiles = 0
  let frameworkGzip = 0
  const rootMainFiles = new Set(
    (JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as { rootMainFiles: string[] }).rootMainFiles.map((file) => `/_next/${file}`),
  )
  try {
    const page = await browser.newPage()
    const bodies: Promise<[string, Buffer]>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().then((body) => [new URL(response.url()).pathname, body]))
    })
    await page.goto(`${base}/`, { waitUntil: 'networkidle' })
    for (const [path, body] of await Promise.all(bodies)) {
      const gzip = gzipSync(body, { level: 9 }).length
      jsFiles += 1
      jsRaw += body.length
      jsGzip += gzip
      if (rootMainFiles.has(path)) frameworkGzip += gzip
    }
  } finally {
    await browser.close()
  }

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  const doc = `# Benchmarks

Measured by \`npm run bench\` (scripts/bench.ts) on ${new Date().toISOString().slice(0, 10)}.

- Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}.
- Database: embedded PostgreSQL on the same machine, ${tools.toLocaleString('en-US')} tools (94 seeded + synthetic from \`npm run seed:synthetic -- ${TOOLS}\`).
- App: \`next build\` + \`next start\` (production), one instance. The load generator (autocannon) runs on the
  same 2 cores as the app and the database, so HTTP figures are lower bounds for a separate client.

## (a) Page query (list + count), ${process.env.BENCH_QUERY_ITERATIONS ?? 200} runs each

${queryTable(queries)}

Target: p95 ≤ 10 ms at 100k tools. Load average (1 / 5 / 15 min) right after these runs: ${queryLoad}.

## (b) HTTP, ${DURATION} s per run

${mdTable(['page', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'], http)}

Cache state of the pages (\`x-nextjs-cache\`, \`cache-control\`):

${mdTable(['page', 'x-nextjs-cache', 'cache-control'], cacheHeaders)}

## (c) Lighthouse (mobile), Debian Chromium

${mdTable(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'], lighthouseRows)}

Load average (1/5/15 min) when Lighthouse ran: ${lighthouseLoad}. Lighthouse simulates a 4× slower CPU from the
CPU time it observes, so on a shared machine TBT and the performance score fall with the load.

## (d) Home page JavaScript

${jsFiles} script files, ${(jsRaw / 1024).toFixed(1)} KB raw, **${(jsGzip / 1024).toFixed(1)} KB gzip** (target ≤ 120 KB):
${(frameworkGzip / 1024).toFixed(1)} KB gzip is the React and Next.js runtime every page loads (\`rootMainFiles\` of
\`.next/build-manifest.json\`), ${((jsGzip - frameworkGzip) / 1024).toFixed(1)} KB gzip is the site's own code and the
libraries it uses.

## Commands

\`\`\`
npm run bench                      # seeds .data/bench-postgres on first run, builds, measures, writes this file
BENCH_SKIP_BUILD=1 npm run bench   # reuse the last build
BENCH_TOOLS=1000000 npm run bench  # another size
\`\`\`
`
  console.info(doc)
  mkdirSync('docs', { recursive: true })
  writeFileSync('docs/benchmarks.md', doc + handWrittenReading())
} finally {
  if (app) await stopApp(app)
  cluster.stop()
}
process.exit(0)
