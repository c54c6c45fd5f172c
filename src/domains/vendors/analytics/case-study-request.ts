import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory'
import type { CaseStudyStatus } from '@/domains/vendors/schemas/case-study-request'
import { column, selectRow } from '@/platform/database/typed-rows'

type OpenCaseStudyRequest = { status: CaseStudyStatus; createdAt: string }

const openRequestRow = z.object({ status: z.enum(['new', 'in_progress'] satisfies CaseStudyStatus[]), created_at: column.timestamp })

/** The tool's request that editors have not finished (new or in progress), if any: there is at most one. */
export async function openCaseStudyRequest(db: SqlExecutor, toolId: number): Promise<OpenCaseStudyRequest | null> {
  const row = await selectRow(db, "a tool's open case study request", openRequestRow, sql`
    SELECT status, created_at FROM case_study_requests
    WHERE tool_id = ${toolId} AND status IN ('new', 'in_progress')
    ORDER BY created_at DESC LIMIT 1`)
  return row ? { status: row.status, createdAt: new Date(row.created_at).toISOString() } : null
}
