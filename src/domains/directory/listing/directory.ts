import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { countRow } from '@/platform/database/common-rows'
import { selectRow, selectRows } from '@/platform/database/typed-rows'

import { listedTool } from './conditions'
import type { SqlExecutor } from './sql-executor'

export interface DirectoryEntry {
  name: string
  slug: string
  toolType: string
  category: string | null
}

export interface DirectoryPage {
  entries: DirectoryEntry[]
  total: number
  page: number
  pageCount: number
}

const directoryRow = z.object({ name: z.string(), slug: z.string(), tool_type: z.string(), category: z.string().nullable() })

/**
 * One page of every published tool, A–Z (the full list), read along the `tools_full_list` index.
 * A catalogue of up to `size` tools is one page.
 */
export async function listDirectoryPage(db: SqlExecutor, page: number, size: number): Promise<DirectoryPage> {
  const [list, counted] = await Promise.all([
    selectRows(db, 'a page of the full list', directoryRow, sql`
      SELECT t.name, t.slug, t.tool_type, c.name AS category FROM tools t LEFT JOIN categories c ON c.id = t.category_id
      WHERE ${listedTool} AND t.slug IS NOT NULL
      ORDER BY lower(t.name), t.id LIMIT ${size} OFFSET ${(page - 1) * size}`),
    selectRow(db, 'the length of the full list', countRow, sql`SELECT count(*)::int AS n FROM tools t WHERE ${listedTool} AND t.slug IS NOT NULL`),
  ])
  const total = counted?.n ?? 0
  return {
    entries: list.map((row) => ({ name: row.name, slug: row.slug, toolType: row.tool_type, category: row.category })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
  }
}
