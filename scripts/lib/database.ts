import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded-postgres'
import { DATA_DIR } from './local-env'
import { runPayloadScript } from './payload-script'

/**
 * Uses DATABASE_URI when it is set; otherwise starts the embedded cluster in .data/postgres and
 * creates `database` on it. Returns the URI and the cluster (to stop it after the app).
 */
export async function resolveDatabase(database: string): Promise<{ uri: string; cluster?: EmbeddedCluster }> {
  if (process.env.DATABASE_URI) return { uri: process.env.DATABASE_URI }
  const cluster = await startEmbeddedPostgres({
    dataDir: path.join(DATA_DIR, 'postgres'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  })
  await cluster.createDatabase(database)
  return { uri: cluster.uri(database), cluster }
}

/** Applies pending migrations to the database in `env`. */
export const migrate = (env: NodeJS.ProcessEnv) => runPayloadScript('scripts/migrate.ts', [], env)

/** Seeds the database in `env` (idempotent). */
export const seed = (env: NodeJS.ProcessEnv) => runPayloadScript('scripts/seed.ts', [], env)

export async function toolCount(uri: string): Promise<number> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const result = await client.query<{ n: string }>('SELECT count(*)::text AS n FROM tools')
    return Number(result.rows[0]?.n ?? 0)
  } finally {
    await client.end()
  }
}

/** Seeds an empty database (the seed itself is idempotent; this only skips the start-up cost). */
export async function seedIfEmpty(uri: string, env: NodeJS.ProcessEnv): Promise<void> {
  if ((await toolCount(uri)) > 0) return
  console.info('[seed] empty database: seeding')
  await seed(env)
}
