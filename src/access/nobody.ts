import type { Access } from 'payload'

/** For operations that only server code (overrideAccess) performs, e.g. counters and webhooks. */
export const nobody: Access = () => false
