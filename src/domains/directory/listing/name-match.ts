import { sql } from '@payloadcms/db-postgres'

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** Substring search on names uses the pg_trgm index, which needs at least three characters. */
const MIN_SUBSTRING_LENGTH = 3

/** The name of the tool `t` holds the whole search (served by the names' trigram index); null for a search too short. */
export function nameHolds(q: string) {
  return q.length >= MIN_SUBSTRING_LENGTH ? sql`t.name ILIKE ${`%${escapeLike(q)}%`}` : null
}
