import type { Access, Endpoint, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { hasRole } from '@/domains/accounts'

/**
 * The admin's own records: document locks (who is editing what) and each user's panel preferences.
 * Payload adds these collections itself, after plugins run, with access for any signed-in user, so a
 * member could lock a tool or the admin's account (the staff's save then fails with 423) and read or
 * delete the staff's locks. Only staff use the admin, so only staff reach them; a staff member's
 * preferences stay their own (Payload's rule, kept inside this one).
 */
const ADMIN_RECORDS = ['payload-locked-documents', 'payload-preferences'] as const

const NOT_STAFF = 'Only staff can use the admin panel.'

function staffOnly(access: Access): Access {
  return (args) => (hasRole(args.req.user, 'admin', 'editor') ? access(args) : false)
}

function staffOnlyEndpoint(endpoint: Endpoint): Endpoint {
  return {
    ...endpoint,
    handler: (req) => (hasRole(req.user, 'admin', 'editor') ? endpoint.handler(req) : Response.json({ errors: [{ message: NOT_STAFF }] }, { status: 403 })),
  }
}

function restrict(collection: SanitizedCollectionConfig): void {
  const { access } = collection
  collection.access = {
    ...access,
    create: staffOnly(access.create),
    read: staffOnly(access.read),
    update: staffOnly(access.update),
    delete: staffOnly(access.delete),
  }
  if (Array.isArray(collection.endpoints)) collection.endpoints = collection.endpoints.map(staffOnlyEndpoint)
}

/** The built config with the admin's own records closed to everyone but staff. */
export async function withStaffOnlyAdminRecords(built: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await built
  for (const collection of config.collections) {
    if ((ADMIN_RECORDS as readonly string[]).includes(collection.slug)) restrict(collection)
  }
  return config
}
