/** Drizzle's `execute` as both the pooled handle and a transaction expose it. */
export type { RowReader as SqlExecutor } from '@/platform/database/typed-rows'
