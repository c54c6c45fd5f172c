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

export default async function setup(project: TestProject) {
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
  await run(bin('payload'), ['migrate'], {
    ...process.env,
    DATABASE_URI: uri,
    PAYLOAD_SECRET: 'test-secret',
    NODE_ENV: 'test',
  })
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
