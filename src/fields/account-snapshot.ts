import type { Condition, Field, FieldAccess } from 'payload'

/** Written only by the snapshotAccount hook (server code), never through the API or the admin form. */
const serverOnly: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

type SnapshotOptions = {
  /** Field names, e.g. { email: 'claimantEmail', name: 'claimantName' }. */
  names: { email: string; name: string }
  /** Who the account is, e.g. 'Vendor' gives "Vendor e-mail" and "Vendor name". */
  label: string
  condition?: Condition
}

/**
 * The read-only e-mail and name of the account a row names, in the document's sidebar, as
 * snapshotAccount copied them when the row was created (src/collections/hooks/snapshotAccount.ts).
 */
export function accountSnapshotFields({ names, label, condition }: SnapshotOptions): Field[] {
  const admin = { position: 'sidebar' as const, readOnly: true, condition }
  return [
    {
      name: names.email,
      label: `${label} e-mail`,
      type: 'text',
      access: serverOnly,
      admin: { ...admin, description: 'The account’s address when this was filed.' },
    },
    { name: names.name, label: `${label} name`, type: 'text', access: serverOnly, admin },
  ]
}
