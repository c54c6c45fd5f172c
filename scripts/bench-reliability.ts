/**
 * `npm run bench:reliability` (a measurement, not a test): starts its own stack — a fresh database
 * on the embedded cluster (.data/reliability-postgres), migrated and seeded, the built app twice
 * behind Varnish as in production, and an SMTP listener — then measures (1) the bad-input corpus,
 * (2) RELIABILITY_CLIENTS concurrent clients (default 200) for RELIABILITY_DURATION seconds (default
 * 60) of mixed reads and writes, (3) the same load with PostgreSQL stopped for 5 s in the middle,
 * and writes docs/reliability.md. RELIABILITY_SKIP_BUILD=1 reuses the last `next build`.
 * Ports: BENCH_PORT (default 3600, the cache tier; the instances on +10 and +11),
 * RELIABILITY_PG_PORT (54446) and RELIABILITY_SMTP_PORT (2626).
 */
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { badInputCorpus } from '../tests/helpers/bad-input/corpus'
import { queryCorpus, signedInWrites } from '../tests/helpers/bad-input/query-corpus'
import { readQueryFields } from '../tests/helpers/bad-input/query-fields'
import { rowCounts } from '../tests/helpers/bad-input/row-counts'
import { sendAll } from '../tests/helpers/bad-input/send'
import { serverActions } from '../tests/helpers/bad-input/server-actions'
import { startSmtpListener } from '../tests/helpers/smtp-listener'
import { startApp, stopApp } from './lib/app-server'
import { migrate, seed, toolCount } from './lib/database'
import { startEmbeddedPostgres } from './lib/embedded-postgres'
import { handWrittenReading, machineLine, mdTable } from './lib/markdown-report'
import { bin, run } from './lib/processes'
import { signIn, signInClients } from './lib/reliability/accounts'
import { checkConsistency, finishedJobs, type Consistency } from './lib/reliability/consistency'
import { runLoad, statusClass, summarise, type KindSummary, type LoadPlan, type Sample } from './lib/reliability/load'
import { loopbackClient } from './lib/reliability/loopback-client'
import { probeInstances, recoveredAfter } from './lib/reliability/recovery'
import { actionOutcome, callAction, findAction } from './lib/reliability/server-action'
import { startVarnish, type Varnish } from './lib/varnish'

const CLIENTS = Number(process.env.RELIABILITY_CLIENTS ?? 200)
const DURATION_S = Number(process.env.RELIABILITY_DURATION ?? 60)
const FAULT_DURATION_S = Math.max(20, Math.round(DURATION_S / 2))
const OUTAGE_MS = 5_000
const RECOVERY_TARGET_MS = 10_000
const PORT = Number(process.env.BENCH_PORT ?? 3600)
const base = `http://127.0.0.1:${PORT}`
const instances = [PORT + 10, PORT + 11].map((port) => `http://127.0.0.1:${port}`)
// The per-address limits stay on, raised this many times: each client has an address of its own,
// but sends far more in a minute than a person would.
const RATE_LIMIT_SCALE = 20
const UNREACHABLE_DATABASE = 'postgres://x@127.0.0.1:9/none'
const DOC = 'docs/reliability.md'
const ADMIN = { email: 'admin@reliability.test', password: 'reliability-admin-password' }

const cluster = await startEmbeddedPostgres({ dataDir: '.data/reliability-postgres', port: Number(process.env.RELIABILITY_PG_PORT ?? 54446), quiet: true })
await cluster.createDatabase('hirestack_reliability', { recreate: true })
const databaseUri = cluster.uri('hirestack_reliability')
const mailDir = path.resolve('.data/reliability-mail')
const mediaDir = path.resolve('.data/reliability-media')
for (const dir of [mailDir, mediaDir]) rmSync(dir, { recursive: true, force: true })
const smtp = await startSmtpListener(Number(process.env.RELIABILITY_SMTP_PORT ?? 2626), mailDir)

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URI: databaseUri,
  PAYLOAD_SECRET: 'reliability-secret-not-for-production',
  SERVER_URL: base,
  SMTP_URL: smtp.url,
  CACHE_PURGE_URLS: base,
  MEDIA_DIR: mediaDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  NEXT_TELEMETRY_DISABLED: '1',
  RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE),
  // The cache tier reaches the apps from 127.0.0.1; each client has a loopback address of its own.
  TRUSTED_PROXIES: '127.0.0.1',
  JOBS_AUTORUN: '1',
}

async function published(table: 'tools' | 'articles'): Promise<{ id: number; slug: string }[]> {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    return (await client.query<{ id: number; slug: string }>(`SELECT id, slug FROM ${table} WHERE _status = 'published' ORDER BY id`)).rows
  } finally {
    await client.end()
  }
}

const count = (items: { length: number }) => items.length
const ms = (value: number) => value.toFixed(0)
const mails = () => (existsSync(mailDir) ? readdirSync(mailDir).length : 0)

function loadTable(summaries: KindSummary[]): string {
  return mdTable(
    ['kind', 'requests', 'req/s', 'p50 ms', 'p95 ms', '2xx', '3xx', '4xx', '5xx', 'no answer', '429 / rate limited', 'outcomes'],
    summaries.map((entry) => [
      entry.kind,
      entry.requests,
      entry.perSecond.toFixed(1),
      ms(entry.p50),
      ms(entry.p95),
      entry.byClass['2xx'],
      entry.byClass['3xx'],
      entry.byClass['4xx'],
      entry.byClass['5xx'],
      entry.byClass['no answer'],
      entry.tooMany,
      Object.entries(entry.outcomes)
        .sort((a, b) => b[1] - a[1])
        .map(([outcome, times]) => `${outcome} ${times}`)
        .join(', '),
    ]),
  )
}

function consistencyTable(consistency: Consistency, acknowledged: { submissions: number; subscribers: number }): string {
  return mdTable(
    ['check', 'found', 'expected'],
    [
      ['tools whose upvote count differs from their upvote rows', consistency.toolsWithWrongCount, 0],
      ['duplicate (tool, user) upvote rows', consistency.duplicateUpvotes, 0],
      ['subscriber e-mails on more than one row', consistency.duplicateSubscribers, 0],
      ['submissions without billing mode or charge status', consistency.submissionsWithoutPaymentState, 0],
      ['submissions stored / acknowledged (ok answers)', `${consistency.storedSubmissions} / ${acknowledged.submissions}`, 'stored ≥ acknowledged'],
      ['subscriber addresses stored / acknowledged (addresses answered ok)', `${consistency.storedSubscribers} / ${acknowledged.subscribers}`, 'stored ≥ acknowledged'],
    ],
  )
}

const acknowledged = (samples: Sample[]) => ({
  submissions: samples.filter((sample) => sample.kind === 'tool submission' && sample.outcome === 'ok').length,
  // Addresses, not answers: a repeated sign-up of an address still waiting for confirmation is
  // answered ok (it mails a new link) without a second row.
  subscribers: new Set(samples.filter((sample) => sample.kind === 'newsletter subscribe' && sample.outcome === 'ok').map((sample) => sample.label)).size,
})

/** The first few 5xx or unanswered requests, to find in the app's log by time. */
function failures(samples: Sample[]): string {
  const failed = samples.filter((sample) => sample.status >= 500 || sample.status === 0)
  if (failed.length === 0) return 'No request answered 5xx or went unanswered.'
  return failed
    .slice(0, 10)
    .map((sample) => `- ${new Date(sample.at).toISOString()} ${sample.label}: ${sample.status || sample.error}`)
    .join('\n')
}

let app: Awaited<ReturnType<typeof startApp>> | undefined
let peer: Awaited<ReturnType<typeof startApp>> | undefined
let varnish: Varnish | undefined
let code = 1
try {
  await migrate(env)
  await seed(env)
  if ((await toolCount(databaseUri)) === 0) throw new Error('The reliability database has no tools after seeding')
  // As in the e2e run: the build reads no database, so nothing of this one is baked into it.
  if (process.env.RELIABILITY_SKIP_BUILD !== '1') await run(bin('next'), ['build'], { ...env, NODE_ENV: 'production', DATABASE_URI: UNREACHABLE_DATABASE })
  app = await startApp(PORT + 10, { ...env, NODE_ENV: 'production' })
  peer = await startApp(PORT + 11, { ...env, NODE_ENV: 'production', JOBS_AUTORUN: '0' })
  varnish = await startVarnish({
    port: PORT,
    backends: [PORT + 10, PORT + 11].map((port) => ({ host: '127.0.0.1', port })),
    purgers: ['127.0.0.1'],
    workDir: '.data/reliability-varnish',
  })

  const tools = await published('tools')
  const [article] = await published('articles')
  const actions = serverActions(tools[0]!.slug)

  const admin = loopbackClient(9_999)
  await signIn(admin, base, ADMIN)

  // (1) Bad input: the corpus once, through the cache tier, with the generated queries of every
  // collection's fields as a visitor and as a signed-in user (whose account exists beforehand).
  console.info('[reliability] bad-input corpus')
  const prober = loopbackClient(9_998)
  await signInClients(admin, base, [prober], `probe-${randomUUID().slice(0, 6)}`)
  const fields = readQueryFields()
  const corpus = [
    ...badInputCorpus({ origin: base, toolSlug: tools[0]!.slug, articleSlug: article!.slug, actions }),
    ...queryCorpus(fields, { label: 'anonymous' }),
    ...queryCorpus(fields, { label: 'signed-in', cookie: prober.cookie! }),
    ...signedInWrites(fields, prober.cookie!),
  ]
  const rowsBefore = await rowCounts(databaseUri)
  const badAnswers = await sendAll(base, corpus)
  const rowsAfter = await rowCounts(databaseUri)
  const changedTables = Object.keys(rowsAfter)
    .filter((table) => rowsAfter[table] !== rowsBefore[table])
    .map((table) => `${table} ${rowsBefore[table] ?? 0} → ${rowsAfter[table]}`)
  const badByClass = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 }
  for (const answer of badAnswers) badByClass[statusClass(answer.status)]++
  const badProblems = badAnswers.filter((answer) => answer.problem)
  for (const answer of badProblems) console.warn(`[reliability] bad input ${answer.request.method} ${answer.request.path.slice(0, 120)} (${answer.request.label}): ${answer.problem?.slice(0, 120)}`)
  const bad5xxByGroup: Record<string, number> = {}
  for (const answer of badAnswers) if (answer.status >= 500) bad5xxByGroup[answer.request.group] = (bad5xxByGroup[answer.request.group] ?? 0) + 1

  // (2) Load: every client signed in as a user of its own, from an address of its own.
  const clients = Array.from({ length: CLIENTS }, (_, index) => loopbackClient(index))
  console.info(`[reliability] signing in ${CLIENTS} clients`)
  await signInClients(admin, base, clients, `run-${randomUUID().slice(0, 6)}`)
  const plan = (tag: string, seconds: number): LoadPlan => ({
    base,
    clients,
    durationMs: seconds * 1000,
    tools,
    actions: {
      setUpvote: findAction(actions, 'features/upvotes', 'setUpvote'),
      subscribe: findAction(actions, 'features/newsletter', 'subscribeToNewsletter'),
      submitTool: findAction(actions, 'features/listings', 'submitTool'),
    },
    tag,
  })
  console.info(`[reliability] load: ${CLIENTS} clients for ${DURATION_S} s`)
  const steadyTag = `steady-${randomUUID().slice(0, 6)}`
  const steadyStarted = Date.now()
  const steady = await runLoad(plan(steadyTag, DURATION_S))
  const steadySeconds = (Date.now() - steadyStarted) / 1000
  const steadyConsistency = await checkConsistency(databaseUri, steadyTag)

  // (3) Faults: the same load, PostgreSQL stopped for OUTAGE_MS a third of the way in.
  console.info(`[reliability] faults: ${FAULT_DURATION_S} s of load, PostgreSQL down for ${OUTAGE_MS / 1000} s`)
  const faultTag = `fault-${randomUUID().slice(0, 6)}`
  const probes = probeInstances(instances, 200)
  const faultStarted = Date.now()
  const faultLoad = runLoad(plan(faultTag, FAULT_DURATION_S))
  await new Promise((resolve) => setTimeout(resolve, (FAULT_DURATION_S * 1000) / 3))
  const stoppedAt = Date.now()
  await cluster.restart(OUTAGE_MS)
  const upAt = Date.now()
  console.info(`[reliability] PostgreSQL back after ${ms(upAt - stoppedAt)} ms`)
  const fault = await faultLoad
  const faultSeconds = (Date.now() - faultStarted) / 1000
  const probeLog = await probes.stop()
  const recovery = instances.map((instance) => recoveredAfter(probeLog, instance, upAt))
  const recoveredAt = upAt + Math.max(...recovery.map((value) => value ?? Number.POSITIVE_INFINITY))
  const duringOutage = fault.filter((sample) => sample.at + sample.ms >= stoppedAt && sample.at <= recoveredAt)
  const outsideOutage = fault.filter((sample) => !duringOutage.includes(sample))
  const faultConsistency = await checkConsistency(databaseUri, faultTag)

  // The jobs queue after the restart: ranking jobs queued by the admin must finish.
  const ranking = findAction(actions, 'admin-tools', 'runRankingCalculation')
  const jobIds: number[] = []
  for (let index = 0; index < 3; index++) {
    const answer = await callAction(admin, base, ranking, [])
    const id = Number(/"jobId":(\d+)/.exec(answer.body)?.[1])
    if (!id) throw new Error(`queueing a ranking job answered ${answer.status} (${actionOutcome(answer)}): ${answer.body.slice(0, 300)}`)
    jobIds.push(id)
  }
  const queuedAt = Date.now()
  let jobs = await finishedJobs(databaseUri, jobIds)
  while (jobs.completed + jobs.failed < jobIds.length && Date.now() - queuedAt < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    jobs = await finishedJobs(databaseUri, jobIds)
  }
  const jobsSeconds = (Date.now() - queuedAt) / 1000

  const steadySummary = summarise(steady, steadySeconds)
  const steady5xx = steady.filter((sample) => sample.status >= 500).length
  const doc = `# Reliability

Measured by \`npm run bench:reliability\` (scripts/bench-reliability.ts) on ${new Date().toISOString().slice(0, 10)}, with
\`RELIABILITY_CLIENTS=${CLIENTS} RELIABILITY_DURATION=${DURATION_S}\`${process.env.RELIABILITY_SKIP_BUILD === '1' ? ' and `RELIABILITY_SKIP_BUILD=1`' : ''}.

- Machine: ${machineLine()}. The load generator, both app instances, Varnish and PostgreSQL share it.
- Stack: a fresh database on embedded PostgreSQL, migrated and seeded (${count(tools)} published tools); \`next build\` and
  two standalone instances behind Varnish, as \`npm run stack\` runs them; the first instance runs the jobs queue
  (\`JOBS_AUTORUN=1\`); mail goes to an SMTP listener on loopback.
- Rate limits stay on, raised ${RATE_LIMIT_SCALE} times (\`RATE_LIMIT_SCALE=${RATE_LIMIT_SCALE}\`): each client sends from an address of its
  own in 127.0.0.0/8, but sends in a minute what a person would in hours. A refusal from a limit is counted as a 429
  or "rate_limited" below.

## Bad input

The corpus of tests/helpers/bad-input once, through the cache tier: the hand-written requests and the generated
queries (every collection × field × operator × wrong-typed value, as a visitor and as a signed-in user), as in
the bad-input e2e spec.

${mdTable(
  ['requests', ...Object.keys(badByClass), 'answers ≥ 500', 'other problems (stack trace, no answer)', 'tables whose row count changed'],
  [[count(badAnswers), ...Object.values(badByClass), badAnswers.filter((answer) => answer.status >= 500).length, badProblems.filter((answer) => answer.status < 500).length, changedTables.join(', ') || 'none']],
)}
${badProblems.length ? `\nAnswers ≥ 500 by group: ${Object.entries(bad5xxByGroup).map(([group, times]) => `${group} ${times}`).join(', ') || 'none'}. The first problems:\n\n${badProblems.slice(0, 10).map((answer) => `- ${answer.request.method} ${answer.request.label}: ${answer.problem}`).join('\n')}\n` : ''}
## Load

${CLIENTS} clients, each signed in as a user of its own, for ${steadySeconds.toFixed(0)} s; each sends its next request when the last
one is answered (at most ${CLIENTS} in flight). Mix: 55 % page reads through the cache tier (\`/\`, \`/tools/<slug>\`,
\`/categories\`, \`/full-list\`), 30 % \`setUpvote\` (upvote or remove on a random tool), 8 % \`subscribeToNewsletter\`
(${Math.max(2, CLIENTS / 2)} addresses shared by all clients, so many are duplicates), 7 % \`submitTool\` (manual billing), each
through its real server action. "outcomes" is what the action answered.

${loadTable(steadySummary)}

All kinds: ${(steady.length / steadySeconds).toFixed(1)} requests/s; **5xx: ${steady5xx}**; no answer: ${steady.filter((sample) => sample.status === 0).length}.

${failures(steady)}

After the load, in the database:

${consistencyTable(steadyConsistency, acknowledged(steady))}

## Faults: PostgreSQL stopped for ${OUTAGE_MS / 1000} s

The same load for ${faultSeconds.toFixed(0)} s; after ${((stoppedAt - faultStarted) / 1000).toFixed(0)} s PostgreSQL is stopped (\`pg_ctl stop -m fast\`, which cuts
every connection), and started again on the same data and port ${OUTAGE_MS / 1000} s later (back ${ms(upAt - stoppedAt)} ms after the stop).
The apps are not restarted. Each instance is asked directly for \`/api/tools?limit=1\` every 200 ms.

${mdTable(
  ['instance', 'answers again after PostgreSQL is back (ms)', 'target'],
  instances.map((instance, index) => [instance, recovery[index] === null ? 'never' : ms(recovery[index]!), `≤ ${RECOVERY_TARGET_MS}`]),
)}

Requests answered or sent between the stop and the recovery of both instances (5xx expected here):

${loadTable(summarise(duringOutage, Math.max(1, (recoveredAt - stoppedAt) / 1000)))}

Before and after that window: **5xx: ${outsideOutage.filter((sample) => sample.status >= 500).length}**, no answer: ${outsideOutage.filter((sample) => sample.status === 0).length}, of ${outsideOutage.length}.

${failures(outsideOutage)}

After the load, in the database:

${consistencyTable(faultConsistency, acknowledged(fault))}

The jobs queue after the restart: ${jobIds.length} ranking jobs queued by the admin (\`runRankingCalculation\`):
${jobs.completed} completed, ${jobs.failed} failed, within ${jobsSeconds.toFixed(1)} s. Mails received by the SMTP listener over the whole run: ${mails()}.
`
  mkdirSync('docs', { recursive: true })
  writeFileSync(DOC, doc + handWrittenReading(DOC))
  console.info(doc)
  code = 0
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
} finally {
  await varnish?.stop()
  for (const instance of [peer, app]) if (instance) await stopApp(instance)
  await smtp.close()
  cluster.stop()
}
process.exit(code)
