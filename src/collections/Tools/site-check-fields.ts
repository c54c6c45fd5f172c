import type { Field, FieldAccess } from 'payload'

import { isAdminOrEditorField } from '@/access/isAdminOrEditor'
import { DEAD_SITE_FAILED_CHECKS } from '@/domains/directory'

/** Written only by the freshness check (overrideAccess); staff read them in the admin. */
const byTheCheck: { create: FieldAccess; read: FieldAccess; update: FieldAccess } = {
  create: () => false,
  read: isAdminOrEditorField,
  update: () => false,
}
const staff: { create: FieldAccess; read: FieldAccess; update: FieldAccess } = {
  create: isAdminOrEditorField,
  read: isAdminOrEditorField,
  update: isAdminOrEditorField,
}

/** The weekly website check (docs/listings.md, "Freshness"): its bookkeeping and the dead-site rule. */
export const siteCheckFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Website check',
    admin: { description: 'The weekly freshness check of the website. Changes it finds wait as change proposals for an editor.' },
    fields: [
      { name: 'checkWebsite', type: 'ui', admin: { components: { Field: '@/components/payload-admin/check-website-button#CheckWebsiteButton' } } },
      {
        name: 'siteDead',
        label: 'Site flagged dead',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        access: byTheCheck,
        admin: { readOnly: true, description: `Set after ${DEAD_SITE_FAILED_CHECKS} failed checks in a row; a successful check clears it.` },
      },
      {
        name: 'hiddenAsDead',
        label: 'Hidden from listings (dead site)',
        type: 'checkbox',
        defaultValue: false,
        access: staff,
        admin: { description: 'Tick to confirm a flagged site is dead: the tool leaves the listings (its page stays). Untick to list it again.' },
      },
      { name: 'siteFailedChecks', label: 'Failed checks in a row', type: 'number', defaultValue: 0, access: byTheCheck, admin: { readOnly: true } },
      { name: 'siteCheckedAt', label: 'Last checked', type: 'date', access: byTheCheck, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'siteCheckError', label: 'Last check failed with', type: 'text', access: byTheCheck, admin: { readOnly: true } },
      {
        name: 'siteSnapshot',
        label: 'What the site said at the last check',
        type: 'json',
        access: byTheCheck,
        admin: { readOnly: true, description: 'Pricing text, features and catalogued integrations the last successful check read; the next check compares against it.' },
      },
    ],
  },
]
