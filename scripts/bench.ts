/**
 * `npm run bench` (a measurement, not a test): on a database of BENCH_TOOLS synthetic tools
 * (default 100,000) it reports (a) the page query p50/p95, (b) HTTP throughput of the directory
 * pages through the cache tier (Varnish) beside nginx serving the same bytes and the app alone,
 * and the first request after a purge, (c) Lighthouse mobile scores, and (d) the gzip size of the
 * home page's JavaScript, (e) the search answers of 64 visitors typing at once through a cold cache
 * tier; then writes docs/benchmarks.md.
 * BENCH_SKIP_BUILD=1 reuses the last `next build`; BENCH_PREPARE_ONLY=1 only fills the database;
 * BENCH_ONLY=query measures only (a) and prints it, BENCH_ONLY=typing only (e) and the search page
 * from the app alone (docs/benchmarks.md is left as it is).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import httpClient from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import { startApp, stopApp } from './lib/app-server'
import { migrate, seed, toolCount } from './lib/database'
import { startEmbeddedPostgres } from './lib/embedded-postgres'
import { handWrittenReading, machineLine, mdTable, percentile } from './lib/markdown-report'
import { startNginx, type StaticServer } from './lib/nginx'
import { PAYLOAD_NODE_FLAGS, runPayloadScript } from './lib/payload-script'
import { bin, run } from './lib/processes'
import { TYPED_QUERIES } from './lib/typed-queries'
import { replayTypists, type TypingResult } from './lib/typists'
import { startVarnish, type Varnish } from './lib/varnish'

const TOOLS = Number(process.env.BENCH_TOOLS ?? 100_000)
const PORT = Number(process.env.BENCH_PORT ?? 3190)
const FRONT_PORT = PORT + 1
const NGINX_PORT = PORT + 2
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 64
const PURGE_RUNS = 20
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const base = `http://127.0.0.1:${PORT}`
const front = `http://127.0.0.1:${FRONT_PORT}`
const nginxBase = `http://127.0.0.1:${NGINX_PORT}`

const cluster = await startEmbeddedPostgres({ dataDir: '.data/bench-postgres', port: Number(process.env.BENCH_PG_PORT ?? 54359), quiet: true })
await cluster.createDatabase('hirestack_bench')
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URI: cluster.uri('hirestack_bench'),
  PAYLOAD_SECRET: 'bench-secret-not-for-production',
  SERVER_URL: front,
  CACHE_PURGE_URLS: front,
  // The cache tier's appended address is believed, so each typist of (e) is a client of its own.
  TRUSTED_PROXIES: '127.0.0.1',
  NEXT_TELEMETRY_DISABLED: '1',
  // Outside production Payload polls the jobs queue every 2 s in-process, which would add its own
  // queries and timers to the page query measurement; nothing here needs the queue.
  JOBS_AUTORUN: '0',
}

/** A page's bytes as sent to a client that accepts gzip (fetch would decompress them). */
function rawGet(url: string): Promise<{ body: Buffer; gzip: boolean }> {
  return new Promise((resolve, reject) => {
    httpClient
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ body: Buffer.concat(chunks), gzip: response.headers['content-encoding'] === 'gzip' }))
      })
      .on('error', reject)
  })
}

/** wrk's threads: two, so the load generator is not the limit of the faster server on this 2-core machine. */
const WRK_THREADS = 2

/** Requests per second, p99 latency and failed responses of one wrk run. */
function wrk(url: string): { rps: number; p99: string; errors: number } {
  const output = execFileSync('wrk', [`-t${WRK_THREADS}`, `-c${CONNECTIONS}`, `-d${DURATION}s`, '--latency', '-H', 'Accept-Encoding: gzip', url], { encoding: 'utf8' })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0)
  return { rps: Math.round(rps), p99: /\s99%\s+(\S+)/.exec(output)?.[1] ?? '—', errors }
}

interface QueryResult {
  label: string
  p50: number
  p95: number
  total: number
  estimate: boolean
  /** The facet counts of the same state (the facet cases only). */
  facetP50?: number
  facetP95?: number
}

function queryTable(queries: QueryResult[]): string {
  return mdTable(
    ['case', 'p50 ms', 'p95 ms', 'total shown', 'facet counts p50 ms', 'facet counts p95 ms'],
    queries.map((entry) => [
      entry.label,
      entry.p50.toFixed(2),
      entry.p95.toFixed(2),
      `${entry.estimate ? 'about ' : ''}${entry.total}`,
      entry.facetP50?.toFixed(2) ?? '',
      entry.facetP95?.toFixed(2) ?? '',
    ]),
  )
}

let app: Awaited<ReturnType<typeof startApp>> | undefined
let varnish: Varnish | undefined
let nginx: StaticServer | undefined
try {
  await migrate(env)
  await seed(env)
  if ((await toolCount(env.DATABASE_URI!)) < TOOLS) await runPayloadScript('scripts/seed-synthetic.ts', [String(TOOLS)], env)
  const tools = await toolCount(env.DATABASE_URI!)
  if (process.env.BENCH_PREPARE_ONLY === '1') {
    console.info(`[bench] database ready with ${tools} tools`)
    cluster.stop()
    process.exit(0)
  }

  // (a) the page query
  const queryOutput = execFileSync(bin('tsx'), [...PAYLOAD_NODE_FLAGS, 'scripts/bench-queries.ts'], { env, encoding: 'utf8', maxBuffer: 1 << 24 })
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
  await run('bash', ['scripts/ensure-bench-tools.sh'])
  await run('bash', ['scripts/ensure-chromium.sh'])
  const { purgeCacheTier } = await import('../src/platform/cache/tier-purge')
  const { pageKeysFor, parseToolFilters, searchAnswerAddress } = await import('../src/domains/directory/shared')
  const chromeLauncher = await import('chrome-launcher')
  const { default: lighthouse } = await import('lighthouse')
  const { chromium } = await import('playwright-core')

  if (process.env.BENCH_SKIP_BUILD !== '1') await run(bin('next'), ['build'], { ...env, NODE_ENV: 'production' })
  app = await startApp(PORT, { ...env, NODE_ENV: 'production' })

  varnish = await startVarnish({ port: FRONT_PORT, backends: [{ host: '127.0.0.1', port: PORT }], purgers: ['127.0.0.1'], workDir: '.data/bench-varnish' })

  // (e) 64 visitors typing the queries letter by letter, each letter's answer through the cache tier,
  // emptied first (every search answer carries `tools`)
  const typingRun = async (): Promise<{ typing: TypingResult; load: string }> => {
    await purgeCacheTier(['tools'], [front])
    const typing = await replayTypists(front, TYPED_QUERIES, CONNECTIONS, (q) => searchAnswerAddress(parseToolFilters(new URLSearchParams({ q }))))
    const load = os.loadavg().map((value) => value.toFixed(1)).join(' / ')
    console.info(`[bench] typing: ${typing.answers} answers in ${typing.seconds.toFixed(1)} s, p95 ${typing.p95.toFixed(1)} ms, ${typing.misses} misses (p95 ${typing.missP95.toFixed(1)} ms), ${typing.errors} errors`)
    return { typing, load }
  }
  if (process.env.BENCH_ONLY === 'typing') {
    await typingRun()
    const alone = wrk(`${base}/?q=sourcing`)
    console.info(`[bench] /?q=sourcing from the app alone: ${alone.rps} req/s, p99 ${alone.p99}, ${alone.errors} errors`)
    await varnish.stop()
    await stopApp(app)
    cluster.stop()
    process.exit(0)
  }

  const targets = [
    { label: 'home `/`', path: '/' },
    { label: 'search `/?q=sourcing`', path: '/?q=sourcing' },
    { label: 'tool page `/tools/peoplegpt`', path: '/tools/peoplegpt' },
    { label: 'categories `/categories`', path: '/categories' },
    { label: 'category `/categories/recruiter/candidate-sourcing`', path: '/categories/recruiter/candidate-sourcing' },
  ]

  // (b) HTTP: each page through the cache tier, the same bytes from nginx, and the app alone
  const sameBytes = path.resolve('.data/bench-nginx/root')
  mkdirSync(sameBytes, { recursive: true })
  const pages = await Promise.all(
    targets.map(async (target, index) => {
      const page = await rawGet(`${front}${target.path}`)
      const file = `page-${index}.html`
      writeFileSync(path.join(sameBytes, file), page.gzip ? gunzipSync(page.body) : page.body)
      if (page.gzip) writeFileSync(path.join(sameBytes, `${file}.gz`), page.body)
      return { ...target, file, bytes: page.body.length }
    }),
  )
  nginx = await startNginx({ port: NGINX_PORT, root: sameBytes, workDir: '.data/bench-nginx' })
  const http: (string | number)[][] = []
  for (const page of pages) {
    const cached = wrk(`${front}${page.path}`)
    const reference = wrk(`${nginxBase}/${page.file}`)
    const alone = wrk(`${base}${page.path}`)
    http.push([page.label, page.bytes.toLocaleString('en-US'), cached.rps, reference.rps, (cached.rps / reference.rps).toFixed(2), cached.p99, cached.errors, alone.rps, alone.errors])
    console.info(`[bench] ${page.path}: cache tier ${cached.rps} req/s, nginx ${reference.rps}, Next alone ${alone.rps}`)
  }

  // The first request after a write: the page's keys purged from the cache tier.
  const afterPurge: (string | number)[][] = []
  for (const page of pages) {
    const keys = pageKeysFor(new URL(page.path, base)) ?? []
    const times: number[] = []
    for (let run = 0; run < PURGE_RUNS; run += 1) {
      await purgeCacheTier(keys, [front])
      const started = performance.now()
      const response = await fetch(`${front}${page.path}`, { headers: { 'accept-encoding': 'gzip' } })
      await response.arrayBuffer()
      times.push(performance.now() - started)
      if (response.headers.get('x-cache') !== 'MISS') throw new Error(`${page.path} was not purged (X-Cache ${response.headers.get('x-cache')})`)
    }
    afterPurge.push([page.label, percentile(times, 50).toFixed(0), percentile(times, 95).toFixed(0)])
  }

  const { typing, load: typingLoad } = await typingRun()
  const searchAlone = http.find((row) => row[0] === 'search `/?q=sourcing`')?.[7]

  // (c) Lighthouse, mobile (its default form factor), in Debian's Chromium: LIGHTHOUSE_RUNS runs per page, the
  // median run reported (Lighthouse's own advice: one run's score varies by several points)
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  const lighthouseRows: (string | number)[][] = []
  const lighthouseLoad = os.loadavg().map((value) => value.toFixed(1)).join(' / ')
  try {
    for (const target of targets.filter((entry) => !['/?q=sourcing', '/categories'].includes(entry.path))) {
      const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = []
      for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) {
        const result = await lighthouse(`${front}${target.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        if (result) runs.push(result.lhr)
      }
      const score = (lhr: (typeof runs)[number], id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
      const median = runs[Math.floor(runs.length / 2)]
      if (!median) continue
      const metric = (id: string) => median.audits[id]?.displayValue?.replace(/\s/g, ' ') ?? '—'
      lighthouseRows.push([
        target.label,
        `**${score(median, 'performance')}** (${score(runs[0]!, 'performance')}–${score(runs.at(-1)!, 'performance')})`,
        score(median, 'accessibility'),
        score(median, 'best-practices'),
        score(median, 'seo'),
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
    await page.goto(`${front}/`, { waitUntil: 'networkidle' })
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

  const doc = `# Benchmarks

Measured by \`npm run bench\` (scripts/bench.ts) on ${new Date().toISOString().slice(0, 10)}.

- Machine: ${machineLine()}.
- Database: embedded PostgreSQL on the same machine, ${tools.toLocaleString('en-US')} tools (${(tools - TOOLS).toLocaleString('en-US')} seeded + ${TOOLS.toLocaleString('en-US')} synthetic from \`npm run seed:synthetic -- ${TOOLS}\`).
- App: \`next build\` and its standalone server (production), one instance, behind Varnish 7 (the cache tier of
  \`npm run stack\`). The load generator (wrk) runs on the same 2 cores as the servers and the database, so HTTP
  figures are lower bounds for a separate client; the ratio to nginx measured in the same run is the figure to compare.

## (a) Page query (list + count), ${process.env.BENCH_QUERY_ITERATIONS ?? 200} runs each

${queryTable(queries)}

Target: page p95 ≤ 10 ms, facet counts p95 ≤ 50 ms (at 1,000,000 tools). Load average (1 / 5 / 15 min) right after these runs: ${queryLoad}.

## (b) HTTP through the cache tier, beside nginx serving the same bytes

\`wrk -t${WRK_THREADS} -c${CONNECTIONS} -d${DURATION}s\` with \`Accept-Encoding: gzip\` per run, all three in this run: the page through
Varnish (scripts/varnish, a cache hit), the same gzip bytes from nginx (\`gzip_static\`, a worker per core), and the app alone
(the standalone server, which renders every request from the database). Target: cache tier ≥ 0.5 of nginx on every page.

${mdTable(['page', 'gzip bytes', 'cache tier req/s', 'nginx req/s', 'ratio', 'cache tier p99', 'cache tier errors', 'Next alone req/s', 'Next alone errors'], http)}

First request after a write (the page's keys expired in the app and purged from the cache tier, ${PURGE_RUNS} runs
each; target p95 ≤ 150 ms):

${mdTable(['page', 'p50 ms', 'p95 ms'], afterPurge)}

## (c) Lighthouse (mobile), Debian Chromium

${mdTable(['page', 'performance: median (range)', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'], lighthouseRows)}

${LIGHTHOUSE_RUNS} runs per page through the cache tier; the median run's figures (\`BENCH_LIGHTHOUSE_RUNS\` sets the
count). Load average (1/5/15 min) when Lighthouse ran: ${lighthouseLoad}. Lighthouse simulates a 4× slower CPU from the
CPU time it observes, so on a shared machine TBT and the performance score fall with the load.

## (d) Home page JavaScript

${jsFiles} script files, ${(jsRaw / 1024).toFixed(1)} KB raw, **${(jsGzip / 1024).toFixed(1)} KB gzip** (target ≤ 120 KB):
${(frameworkGzip / 1024).toFixed(1)} KB gzip is the React and Next.js runtime every page loads (\`rootMainFiles\` of
\`.next/build-manifest.json\`), ${((jsGzip - frameworkGzip) / 1024).toFixed(1)} KB gzip is the site's own code and the
libraries it uses.

## (e) Typing: search answers through a cold cache tier

${CONNECTIONS} visitors type at once, each replaying ${TYPED_QUERIES.length} queries (\`scripts/lib/typed-queries.ts\`) letter by letter from its own
starting query, the next letter as soon as the answer came (\`scripts/lib/typists.ts\`): each letter fetches the search
answer (\`/search?q=…\`, JSON) through the cache tier, emptied before the run. Targets: p95 ≤ 50 ms per answer, ≥ 500
answers/s, and the full search page uncached (Next alone in (b)) ≥ 150 req/s.

${mdTable(['answers', 'answers/s', 'p50 ms', 'p95 ms', 'answered by the app (miss)', 'miss p95 ms', 'errors', 'full search page uncached req/s'], [[typing.answers, Math.round(typing.answers / typing.seconds), typing.p50.toFixed(1), typing.p95.toFixed(1), typing.misses, typing.missP95.toFixed(1), typing.errors, searchAlone ?? '']])}

Load average (1/5/15 min) right after the typing run: ${typingLoad}.

## Commands

\`\`\`
npm run bench                      # seeds .data/bench-postgres on first run, builds, measures, writes this file
BENCH_SKIP_BUILD=1 npm run bench   # reuse the last build
BENCH_TOOLS=1000000 npm run bench  # another size
\`\`\`
`
  console.info(doc)
  mkdirSync('docs', { recursive: true })
  writeFileSync('docs/benchmarks.md', doc + handWrittenReading('docs/benchmarks.md'))
} finally {
  await nginx?.stop()
  await varnish?.stop()
  if (app) await stopApp(app)
  cluster.stop()
}
process.exit(0)
