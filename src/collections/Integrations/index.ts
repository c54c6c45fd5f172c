import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { staffEdits } from '@/access/isAdminOrEditor'
import { INTEGRATION_KINDS, webAddressProblem } from '@/domains/directory'
import { slugField } from '@/fields/slug'

import { deleteFollows } from '../hooks/deleteFollows'
import { purgeIntegrationAfterChange, purgeIntegrationAfterDelete } from './hooks/purgeIntegration'
import { syncToolIntegrationNames } from './hooks/syncToolIntegrationNames'

/** Products tools connect to (ATS, HRIS, calendars …), related to tools many-to-many (docs/listings.md). */
export const Integrations: CollectionConfig = {
  slug: 'integrations',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'slug', 'website'],
    listSearchableFields: ['name', 'slug'],
    group: 'Directory',
  },
  // A tool page populates its integrations: only what it shows, not the join of every tool.
  defaultPopulate: { name: true, slug: true, kind: true },
  access: { read: anyone, ...staffEdits },
  hooks: {
    afterChange: [syncToolIntegrationNames, purgeIntegrationAfterChange],
    beforeDelete: [deleteFollows],
    afterDelete: [purgeIntegrationAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80, admin: { description: 'As the vendor spells it, e.g. "SAP SuccessFactors".' } },
    slugField('integrations'),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'other',
      options: INTEGRATION_KINDS.map(({ value, label }) => ({ value, label })),
    },
    { name: 'website', type: 'text', maxLength: 500, validate: (value: null | string | undefined) => webAddressProblem(value) ?? true, admin: { description: "The product's official homepage." } },
    {
      name: 'tools',
      type: 'join',
      collection: 'tools',
      on: 'integrations',
      admin: { description: 'Tools that list this integration (edit them on the tool).' },
    },
  ],
}
