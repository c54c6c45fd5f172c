import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { staffEdits } from '@/access/isAdminOrEditor'
import { TOOL_TYPES } from '@/domains/directory'
import { slugField } from '@/fields/slug'

import { deleteFollows } from '../hooks/deleteFollows'
import { normaliseAliases } from './hooks/normaliseAliases'
import { purgeCategoriesAfterChange, purgeCategoriesAfterDelete } from './hooks/purgeCategories'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'toolTypes'],
    group: 'Directory',
  },
  access: { read: anyone, ...staffEdits },
  hooks: {
    beforeValidate: [normaliseAliases],
    afterChange: [purgeCategoriesAfterChange],
    beforeDelete: [deleteFollows],
    afterDelete: [purgeCategoriesAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80 },
    slugField('categories'),
    {
      name: 'toolTypes',
      type: 'select',
      hasMany: true,
      options: TOOL_TYPES.map(({ value, label }) => ({ value, label })),
      admin: { description: 'Which audiences browse this category.' },
    },
    { name: 'description', type: 'textarea', maxLength: 400 },
    {
      name: 'aliases',
      type: 'array',
      admin: { description: 'Other spellings that mean this category, e.g. "interview prep".' },
      fields: [{ name: 'alias', type: 'text', required: true, maxLength: 80 }],
    },
  ],
}
