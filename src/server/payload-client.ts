import 'server-only'

import { getPayload } from 'payload'

import config from '@payload-config'

/** The local API for server code: queries, actions and routes (one instance per server process). */
export const payloadClient = () => getPayload({ config })

/**
 * The same instance for code that queues work staff or visitors wait on (admin tools, a tool
 * page's screenshot request): `cron: true` starts the in-app job runner in development (see
 * src/jobs/queues.ts); in production the worker runs the jobs and this changes nothing.
 */
export const jobRunnerPayloadClient = () => getPayload({ config, cron: true })
