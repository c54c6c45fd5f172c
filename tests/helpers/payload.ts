import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

/** The local API against the test database (one instance per test file). */
export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}
