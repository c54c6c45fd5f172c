/**
 * Integration tests run against a real PostgreSQL: the embedded cluster in .data/test-postgres,
 * with a fresh database per run, migrated with the committed migrations (as production is).
 */
import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres'
import { bin, run } from '../../scripts/lib/processes'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUri: string
  }
}

async function isMigrated(uri: string): Promise<boolean> {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const { rows } = await client.query<{ tools: string | null }>(`SELECT to_regclass('public.tools')::text AS tools`)
    return Boolean(rows[0]?.tools)
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  // The enrichment tests take real screenshots with Debian's Chromium.
  await run('bash', ['scripts/ensure-chromium.sh'])
  const external = process.env.TEST_DATABASE_URI
  const cluster = external
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: '.data/test-postgres',
        port: Number(process.env.TEST_PG_PORT ?? 54339),
        quiet: true,
      })
  const database = `hirestack_test_${process.pid}`
  if (cluster) await cluster.createDatabase(database, { recreate: true })
  const uri = external ?? cluster!.uri(database)
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URI: uri, PAYLOAD_SECRET: 'test-secret', NODE_ENV: 'test' }
  await run(bin('tsx'), ['scripts/migrate.ts'], env)
  // Seen on a loaded machine: the CLI once exited 0 without migrating. Check, retry once, then fail loudly.
  if (!(await isMigrated(uri))) {
    console.warn('[test-db] schema missing after migrate; running it again')
    await run(bin('tsx'), ['scripts/migrate.ts'], env)
    if (!(await isMigrated(uri))) throw new Error(`Migrations did not create the schema in ${uri}`)
  }
  project.provide('databaseUri', uri)
  return async () => {
    if (!cluster) return
    const pg = (await import('pg')).default
    const client = new pg.Client({ connectionString: cluster.uri('postgres') })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await client.end()
    cluster.stop()
  }
}
