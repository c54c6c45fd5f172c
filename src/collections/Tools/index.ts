import type { CollectionConfig } from 'payload'

import { isAdminOrEditor, staffEdits } from '@/access/isAdminOrEditor'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { checkWebsiteEndpoint } from '@/domains/directory'
import { slugField } from '@/fields/slug'

import { complianceFactFields, freshnessFields, integrationFactFields, pricingFactFields } from './facts-fields'
import {
  classificationFields,
  featureFields,
  linkAndMediaFields,
  overviewFields,
  ratingFields,
  sidebarFields,
  statsFields,
} from './fields'
import { deleteToolRecords } from './hooks/deleteToolRecords'
import { deriveIntegrationOptions } from './hooks/deriveIntegrationOptions'
import { markFactsVerified } from './hooks/markFactsVerified'
import {
  rememberToolPagesBeforeChange,
  rememberToolPagesBeforeDelete,
  purgeToolAfterChange,
  purgeToolAfterDelete,
} from './hooks/purgeTool'
import { queueEnrichment } from './hooks/queueEnrichment'
import { queueLogoDeletion } from './hooks/queueLogoDeletion'
import { refuseHidingLiveSite } from './hooks/refuseHidingLiveSite'
import { rejectDuplicateName } from './hooks/rejectDuplicateName'
import { setCreationOrder } from './hooks/setCreationOrder'
import { stampFirstPublished } from './hooks/stampFirstPublished'
import { siteCheckFields } from './site-check-fields'

export const Tools: CollectionConfig = {
  slug: 'tools',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'toolType', 'priceRange', 'upvoteCount', 'siteDead', '_status'],
    listSearchableFields: ['name', 'slug', 'description'],
    group: 'Directory',
  },
  versions: { drafts: true, maxPerDoc: 20 },
  endpoints: [checkWebsiteEndpoint],
  access: { read: publishedOrStaff, readVersions: isAdminOrEditor, ...staffEdits },
  hooks: {
    beforeValidate: [rejectDuplicateName],
    beforeChange: [setCreationOrder, stampFirstPublished, deriveIntegrationOptions, markFactsVerified, refuseHidingLiveSite, rememberToolPagesBeforeChange],
    afterChange: [purgeToolAfterChange, queueEnrichment],
    beforeDelete: [rememberToolPagesBeforeDelete, deleteToolRecords],
    afterDelete: [purgeToolAfterDelete, queueLogoDeletion],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, index: true },
    slugField('tools'),
    ...sidebarFields,
    {
      type: 'tabs',
      tabs: [
        { label: 'Overview', fields: overviewFields },
        { label: 'Classification', fields: classificationFields },
        { label: 'Features', fields: featureFields },
        { label: 'Facts', description: 'Integrations, pricing and compliance as the vendor publishes them (docs/listings.md).', fields: [...integrationFactFields, ...pricingFactFields, ...complianceFactFields, ...freshnessFields, ...siteCheckFields] },
        { label: 'Links & media', fields: linkAndMediaFields },
        { label: 'Ratings', fields: ratingFields },
        { label: 'Stats', fields: statsFields },
      ],
    },
  ],
}
