import type { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

type SQL = ReturnType<typeof sql>

/** Drizzle's `execute`, as the pooled handle and a transaction both expose it. */
export interface RowReader {
  execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
}

/** A schema for one row of a raw query: an object schema, so each column is named and checked. */
export type RowSchema = z.ZodObject

/**
 * The rows as `schema` describes them. A row that does not match is a programming error (the query
 * and its schema disagree), not bad input: it throws, naming what the query was for and the column.
 */
export function parseRows<S extends RowSchema>(purpose: string, schema: S, rows: readonly unknown[]): z.infer<S>[] {
  return rows.map((row, index) => {
    const parsed = schema.safeParse(row)
    if (!parsed.success) throw new Error(`The rows read for ${purpose} do not match their schema (row ${index}): ${z.prettifyError(parsed.error)}`)
    return parsed.data
  })
}

/** Runs `query` and returns its rows as `schema` describes them; `purpose` names the query in a mismatch error. */
export async function selectRows<S extends RowSchema>(db: RowReader, purpose: string, schema: S, query: SQL): Promise<z.infer<S>[]> {
  const { rows } = await db.execute(query)
  return parseRows(purpose, schema, rows)
}

/** The first row of `query` as `schema` describes it, or undefined when there is none. */
export async function selectRow<S extends RowSchema>(db: RowReader, purpose: string, schema: S, query: SQL): Promise<z.infer<S> | undefined> {
  const { rows } = await db.execute(query)
  return parseRows(purpose, schema, rows.slice(0, 1))[0]
}

/**
 * Column types as node-postgres hands them over through Drizzle's `execute`: `bigint` (e.g. an
 * uncast `count(*)`) and `numeric` arrive as strings, so they are coerced; `timestamp`,
 * `timestamptz` and `date` arrive as their text (Drizzle turns off pg's date parsing).
 */
export const column = {
  /** An `int8` or `numeric` column (text from pg) or an `int4`/`float8` one (a number). */
  number: z.coerce.number(),
  /** A `timestamp`, `timestamptz` or `date` column, as PostgreSQL's text. */
  timestamp: z.string(),
}
