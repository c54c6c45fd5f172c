import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { contentEditor } from '@/fields/content-editor'

import { purgeGlobalPage } from '../hooks/purgeGlobalPage'

/** /review-process: the criteria every listed tool is judged on, and an invitation to report problems. */
export const ReviewProcess: GlobalConfig = {
  slug: 'review-process',
  label: 'Review process',
  admin: { group: 'Pages' },
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { afterChange: [purgeGlobalPage] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Our Review Process', maxLength: 120 },
    { name: 'intro', type: 'richText', required: true, editor: contentEditor },
    {
      name: 'criteria',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Criterion', plural: 'Criteria' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'description', type: 'textarea', required: true, maxLength: 1000 },
        { name: 'optional', type: 'checkbox', defaultValue: false, admin: { description: 'Shown as "Optional".' } },
      ],
    },
    {
      name: 'closing',
      label: 'Report a problem',
      type: 'group',
      admin: { description: 'The closing invitation; the button opens the report form (/report).' },
      fields: [
        { name: 'heading', type: 'text', required: true, defaultValue: 'Spotted a problem?', maxLength: 120 },
        { name: 'text', type: 'textarea', required: true, maxLength: 1000 },
        { name: 'linkLabel', type: 'text', required: true, defaultValue: 'Report a Tool', maxLength: 60 },
      ],
    },
  ],
}
