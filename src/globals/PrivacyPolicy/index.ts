import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { contentEditor } from '@/fields/content-editor'

import { purgeGlobalPage } from '../hooks/purgeGlobalPage'

/** /privacy-policy. The contact section shows the contact address from the site settings. */
export const PrivacyPolicy: GlobalConfig = {
  slug: 'privacy-policy',
  label: 'Privacy policy',
  admin: { group: 'Pages' },
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { afterChange: [purgeGlobalPage] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Privacy Policy', maxLength: 120 },
    { name: 'lastUpdated', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'introduction', type: 'richText', required: true, editor: contentEditor },
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Section', plural: 'Sections' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 120 },
        { name: 'body', type: 'richText', required: true, editor: contentEditor },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      admin: { description: 'The last section. The email address comes from Site settings → Contact email.' },
      fields: [
        { name: 'heading', type: 'text', required: true, defaultValue: 'Contact Us', maxLength: 120 },
        { name: 'text', type: 'textarea', required: true, maxLength: 1000 },
      ],
    },
  ],
}
