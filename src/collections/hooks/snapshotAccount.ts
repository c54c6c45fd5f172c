import type { CollectionBeforeChangeHook } from 'payload'

/** The fields that hold the copy of the account's e-mail and name. */
type SnapshotFields = { email: string; name: string }

function accountId(value: unknown): number | null {
  const id = value && typeof value === 'object' && 'id' in value ? value.id : value
  const number = typeof id === 'string' && id.trim() !== '' ? Number(id) : id
  return typeof number === 'number' && Number.isInteger(number) ? number : null
}

/**
 * Copies the e-mail and name of the account a row names (a claim's claimant, a proposal's owner)
 * onto the row when it is created, so that editors see who it is: they may not read other
 * accounts (users are read by themselves and admins), and the relationship alone shows them
 * "Untitled - 12". The copy is read from the users table, never taken from the data written:
 * a given value is replaced on create and ignored on update. Only moving the row to another
 * account, or to none (deleting the account), copies again or clears it.
 */
export function snapshotAccount(relation: string, fields: SnapshotFields): CollectionBeforeChangeHook {
  return async ({ data, operation, originalDoc, req }) => {
    const original = (operation === 'update' ? originalDoc : undefined) as Record<string, unknown> | undefined
    const before = accountId(original?.[relation])
    const after = relation in data ? accountId(data[relation]) : before
    if (original && after === before) {
      return { ...data, [fields.email]: original[fields.email] ?? null, [fields.name]: original[fields.name] ?? null }
    }
    const account =
      after === null
        ? null
        : await req.payload.findByID({ collection: 'users', id: after, select: { email: true, name: true }, depth: 0, overrideAccess: true, disableErrors: true, req })
    return { ...data, [fields.email]: account?.email ?? null, [fields.name]: account?.name?.trim() || null }
  }
}
