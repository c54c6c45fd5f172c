import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The local API for server-side reads (one instance per server process). */
export const payloadClient = () => getPayload({ config })
