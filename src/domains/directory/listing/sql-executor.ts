import type { SQL } from './conditions'

/** Drizzle's `execute` as both the pooled handle and a transaction expose it. */
export interface SqlExecutor {
  execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
}
