import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { idRow } from '@/platform/database/common-rows'
import { sqlFor } from '@/platform/database/db'
import { validationIssues } from '@/platform/database/payload-errors'
import { selectRow } from '@/platform/database/typed-rows'

/** Names are unique regardless of letter case: "HireEZ" and "hireEZ" would be one tool listed twice. */
export const DUPLICATE_TOOL_MESSAGE = 'Tool already exists'

/** A tool (drafts included) whose name matches case-insensitively, other than `exceptId`, or null. */
export async function findToolByName(
  payload: Payload,
  name: string,
  req?: Partial<PayloadRequest>,
  exceptId?: number | string,
): Promise<{ id: number } | null> {
  const db = await sqlFor(payload, req)
  const except = exceptId === undefined ? sql`` : sql` AND id <> ${Number(exceptId)}`
  const row = await selectRow(db, 'a tool by name', idRow, sql`SELECT id FROM tools WHERE lower(name) = lower(${name.trim()})${except} LIMIT 1`)
  return row ?? null
}

/** Whether a failed write was refused by a unique index on `field` (Payload's "Value must be unique"). */
export function isUniqueViolation(error: unknown, field: string): boolean {
  return validationIssues(error)?.some((issue) => (issue.path ?? '').includes(field) && /unique/i.test(issue.message)) ?? false
}

/**
 * Whether a failed write was refused for a duplicate name: by the Tools hook that checks first,
 * or by the unique index on lower(name) when two writes raced past that check.
 */
export function isDuplicateToolName(error: unknown): boolean {
  return validationIssues(error)?.some((issue) => issue.message === DUPLICATE_TOOL_MESSAGE) || isUniqueViolation(error, 'name')
}
