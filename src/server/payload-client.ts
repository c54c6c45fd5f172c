import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The local API for server code: queries, actions and routes (one instance per server process). */
export const payloadClient = () => getPayload({ config })
