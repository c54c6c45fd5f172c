/**
 * The app in production, one instance: migrations, a first seed on an empty database, then Next's
 * standalone server in the foreground until SIGTERM or SIGINT, which it passes on. `npm run stack`
 * runs it behind the cache tier, and so does the app service of docker-compose.yml in the image.
 * Needs DATABASE_URI; listens on PORT (default 3000) and HOSTNAME (default 0.0.0.0).
 */
import { prepareStandalone, serveStandalone } from './lib/app-server'
import { migrate, seedIfEmpty } from './lib/database'
import { loadDotEnv } from './lib/local-env'
import { announceNodeRuntime } from './lib/node-runtime'
import { exited } from './lib/processes'

announceNodeRuntime()
loadDotEnv()
const uri = process.env.DATABASE_URI
if (!uri) {
  console.error('[start-app] DATABASE_URI is not set (see .env.example)')
  process.exit(1)
}

await migrate(process.env)
await seedIfEmpty(uri, process.env)
prepareStandalone()
const server = serveStandalone(process.env)
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal))
process.exit(await exited(server))
