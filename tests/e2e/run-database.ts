import pg from 'pg'

/** Runs `work` on a connection of its own to the run's database, for what a test sets up or reads straight in SQL. */
export async function withRunDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** One statement on the run's database. */
export async function runSql(text: string, values: unknown[] = []): Promise<void> {
  await withRunDatabase((client) => client.query(text, values))
}
