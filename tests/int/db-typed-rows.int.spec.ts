/**
 * What raw SQL rows hold as node-postgres hands them over through Drizzle's `execute`, which the
 * row schemas of src/platform/database/typed-rows.ts rely on, and how a row that does not match
 * its schema is reported.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'
import { column, selectRow, selectRows } from '@/platform/database/typed-rows'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('raw SQL rows', () => {
  it('arrive with bigint and numeric as text, int and float8 as numbers, timestamps and dates as text, json parsed', async () => {
    const db = await sqlFor(payload)
    const { rows } = await db.execute(sql`
      SELECT count(*) AS big, 2.5::numeric AS exact, 7::int AS small, 0.5::float8 AS float, true AS yes,
        '2026-11-29 07:00:00+00'::timestamptz AS at, '2026-11-29'::date AS day, '{"a":1}'::json AS doc, ARRAY['x', 'y'] AS list
      FROM (VALUES (1), (2)) v`)
    expect(rows[0]).toEqual({ big: '2', exact: '2.5', small: 7, float: 0.5, yes: true, at: '2026-11-29 07:00:00+00', day: '2026-11-29', doc: { a: 1 }, list: ['x', 'y'] })
  })

  it('are parsed by the column helpers into numbers and timestamps', async () => {
    const db = await sqlFor(payload)
    const row = await selectRow(
      db,
      'the column helpers',
      z.object({ big: column.number, exact: column.number, small: column.number, at: column.timestamp, missing: column.number.nullable() }),
      sql`SELECT count(*) AS big, 2.5::numeric AS exact, 7::int AS small, now() AS at, NULL::numeric AS missing`,
    )
    expect(row).toMatchObject({ big: 1, exact: 2.5, small: 7, missing: null })
    expect(Number.isNaN(new Date(row!.at).getTime())).toBe(false)
  })

  it('give undefined for a query without rows, and every row in order', async () => {
    const db = await sqlFor(payload)
    const schema = z.object({ n: z.number() })
    expect(await selectRow(db, 'no rows', schema, sql`SELECT 1::int AS n WHERE false`)).toBeUndefined()
    expect(await selectRows(db, 'three rows', schema, sql`SELECT n::int FROM generate_series(1, 3) n`)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
  })

  it('that do not match their schema throw an error naming the query and the column', async () => {
    const db = await sqlFor(payload)
    const read = selectRows(db, 'the tools of a test', z.object({ id: z.number(), slug: z.string() }), sql`SELECT 1::int AS id, NULL::text AS slug`)
    await expect(read).rejects.toThrow(/the tools of a test.*row 0[\s\S]*slug/)
  })
})
