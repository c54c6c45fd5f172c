import pg from 'pg'

export type Consistency = {
  /** Tools whose upvote count differs from their upvotes rows. */
  toolsWithWrongCount: number
  /** (tool, user) pairs with more than one upvote row. */
  duplicateUpvotes: number
  /** E-mail addresses (case ignored) on more than one subscriber row. */
  duplicateSubscribers: number
  /** Submissions without a billing mode or charge status. */
  submissionsWithoutPaymentState: number
  /** Rows this run stored (its tag is in their names and e-mails). */
  storedSubmissions: number
  storedSubscribers: number
}

async function count(client: pg.Client, query: string, values: unknown[] = []): Promise<number> {
  const { rows } = await client.query<{ n: string }>(query, values)
  return Number(rows[0]?.n ?? 0)
}

/** What the database holds after a load: every figure but the last two must be 0. */
export async function checkConsistency(databaseUri: string, tag: string): Promise<Consistency> {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    return {
      toolsWithWrongCount: await count(
        client,
        'SELECT count(*) AS n FROM tools t WHERE coalesce((SELECT c.n FROM tool_upvote_counts c WHERE c.tool_id = t.id), 0) <> (SELECT count(*) FROM upvotes u WHERE u.tool_id = t.id)',
      ),
      duplicateUpvotes: await count(client, 'SELECT count(*) AS n FROM (SELECT 1 FROM upvotes GROUP BY tool_id, user_id HAVING count(*) > 1) d'),
      duplicateSubscribers: await count(client, 'SELECT count(*) AS n FROM (SELECT 1 FROM subscribers GROUP BY lower(email) HAVING count(*) > 1) d'),
      submissionsWithoutPaymentState: await count(client, 'SELECT count(*) AS n FROM submissions WHERE billing_mode IS NULL OR charge_status IS NULL'),
      storedSubmissions: await count(client, 'SELECT count(*) AS n FROM submissions WHERE name LIKE $1', [`Load ${tag} %`]),
      storedSubscribers: await count(client, 'SELECT count(*) AS n FROM subscribers WHERE email LIKE $1', [`%@${tag}.load.test`]),
    }
  } finally {
    await client.end()
  }
}

/** The jobs among `ids` that have finished, and those of them that failed. */
export async function finishedJobs(databaseUri: string, ids: number[]): Promise<{ completed: number; failed: number }> {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows } = await client.query<{ completed: string; failed: string }>(
      'SELECT count(*) FILTER (WHERE completed_at IS NOT NULL) AS completed, count(*) FILTER (WHERE has_error) AS failed FROM payload_jobs WHERE id = ANY($1::int[])',
      [ids],
    )
    return { completed: Number(rows[0]?.completed ?? 0), failed: Number(rows[0]?.failed ?? 0) }
  } finally {
    await client.end()
  }
}
