import type { Access, Endpoint, PayloadHandler, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { hasRole } from '@/domains/accounts'

/**
 * The admin's own records: document locks (who is editing what) and each user's panel preferences.
 * Payload adds these collections itself, after plugins run, with access for any signed-in user, so a
 * member could lock a tool or the admin's account (the staff's save then fails with 423) and read or
 * delete the staff's locks. Only staff use the admin, so only staff reach them; a staff member's
 * preferences stay their own (Payload's rule, kept inside this one).
 *
 * Deleting a preference key the user does not have fails inside Payload's Postgres adapter (its
 * fallback lookup drops the join its `user.value` filter needs, a 500), so that delete first looks
 * the key up and answers 404 when there is none.
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

function deleteOnlyExisting(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    const { user } = req
    const key = req.routeParams?.key
    const { totalDocs } = await req.payload.count({
      collection: 'payload-preferences',
      where: { key: { equals: key }, 'user.value': { equals: user?.id }, 'user.relationTo': { equals: user?.collection } },
      req,
    })
    return totalDocs > 0 ? handler(req) : Response.json({ errors: [{ message: req.t('general:notFound') }] }, { status: 404 })
  }
}

function withPreferenceDelete(endpoint: Endpoint): Endpoint {
  return endpoint.method === 'delete' && endpoint.path === '/:key' ? { ...endpoint, handler: deleteOnlyExisting(endpoint.handler) } : endpoint
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
  if (!Array.isArray(collection.endpoints)) return
  const endpoints = collection.slug === 'payload-preferences' ? collection.endpoints.map(withPreferenceDelete) : collection.endpoints
  collection.endpoints = endpoints.map(staffOnlyEndpoint)
}

/** The built config with the admin's own records closed to everyone but staff. */
export async function withStaffOnlyAdminRecords(built: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await built
  for (const collection of config.collections) {
    if ((ADMIN_RECORDS as readonly string[]).includes(collection.slug)) restrict(collection)
  }
  return config
}
