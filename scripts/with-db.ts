/**
 * Runs a command against the project's database: DATABASE_URI when set, otherwise the embedded
 * development database (started for the command and stopped after it).
 *   tsx scripts/with-db.ts tsx scripts/seed.ts
 */
import { migrate, resolveDatabase } from './lib/database'
import { loadDotEnv, localPayloadSecret } from './lib/local-env'
import { bin, run } from './lib/processes'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/with-db.ts <command> [args]')
  process.exit(2)
}

loadDotEnv()
const embedded = !process.env.DATABASE_URI
const { uri, cluster } = await resolveDatabase(process.env.EMBEDDED_PG_DATABASE ?? 'hirestack_dev')
const env = {
  ...process.env,
  DATABASE_URI: uri,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || (embedded ? localPayloadSecret() : ''),
}
let code = 0
try {
  if (process.env.WITH_DB_MIGRATE === '1') await migrate(env)
  await run(bin(command), args, env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  code = 1
} finally {
  cluster?.stop()
}
process.exit(code)
