import pg from 'pg'

/**
 * Tables whose rows change without anyone writing content: the rate limiter's counters (a refused
 * request is still counted), the job queue and its scheduler's stats (the hourly ranking schedules
 * itself), and the admin's document locks and preferences.
 */
const BOOKKEEPING = new Set(['rate_limits', 'payload_jobs', 'payload_jobs_log', 'payload_jobs_stats', 'payload_locked_documents', 'payload_locked_documents_rels', 'payload_preferences', 'payload_preferences_rels', 'payload_migrations'])

/** The row count of every table of the app's schema but the bookkeeping ones. */
export async function rowCounts(databaseUri: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    )
    const counts: Record<string, number> = {}
    for (const { name } of tables) {
      if (BOOKKEEPING.has(name)) continue
      const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM "${name}"`)
      counts[name] = Number(rows[0]!.count)
    }
    return counts
  } finally {
    await client.end()
  }
}
