import pg from 'pg'

/**
 * Waits until the job queue has nothing to do in the next `horizonMs`: no job running and none due
 * (jobs left by earlier specs, such as a logo fetch's retry, write tools when they run). Jobs
 * scheduled further out, like the hourly ranking, are not waited for.
 */
export async function waitForQuietQueue(databaseUri: string, horizonMs = 120_000, timeoutMs = 150_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const { rows } = await client.query<{ busy: number }>(
        `SELECT count(*)::int AS busy FROM payload_jobs
         WHERE processing OR (completed_at IS NULL AND NOT coalesce(has_error, false)
           AND (wait_until IS NULL OR wait_until < now() + make_interval(secs => $1)))`,
        [horizonMs / 1000],
      )
      if (rows[0]!.busy === 0) return
      if (Date.now() > deadline) throw new Error(`${rows[0]!.busy} jobs still due after ${timeoutMs / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
  } finally {
    await client.end()
  }
}
