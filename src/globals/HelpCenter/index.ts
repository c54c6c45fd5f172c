import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { contentEditor } from '@/fields/content-editor'

import { purgeGlobalPage } from '../hooks/purgeGlobalPage'

/** /help-center: questions and answers, then a way to reach support (the site's contact email). */
export const HelpCenter: GlobalConfig = {
  slug: 'help-center',
  label: 'Help center',
  admin: { group: 'Pages' },
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { afterChange: [purgeGlobalPage] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Help Center', maxLength: 120 },
    { name: 'intro', type: 'textarea', required: true, maxLength: 500 },
    {
      name: 'faqs',
      label: 'Questions',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', type: 'richText', required: true, editor: contentEditor },
      ],
    },
    {
      name: 'support',
      label: 'Contact support',
      type: 'group',
      admin: { description: 'The link sends an email to Site settings → Contact email.' },
      fields: [
        { name: 'heading', type: 'text', required: true, defaultValue: 'Still need help?', maxLength: 120 },
        { name: 'text', type: 'textarea', required: true, maxLength: 500 },
        { name: 'linkLabel', type: 'text', required: true, defaultValue: 'Contact Support', maxLength: 60 },
      ],
    },
  ],
}
