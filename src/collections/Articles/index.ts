import type { CollectionConfig } from 'payload'

import { isAdminOrEditor, staffEdits } from '@/access/isAdminOrEditor'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { ARTICLE_GROUPS } from '@/domains/content'
import { slugField } from '@/fields/slug'

import { articleEditor } from './editor'
import { purgeArticleAfterChange, purgeArticleAfterDelete } from './hooks/purgeArticle'
import { setPublishedAt } from './hooks/setPublishedAt'
import { articleLivePreview, articlePreviewPath } from './preview'

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'group', 'publishedAt', '_status'],
    preview: (doc) => articlePreviewPath(doc?.slug),
    livePreview: articleLivePreview,
  },
  // Autosave keeps the latest draft stored as editors type, so the live preview can show it.
  versions: { drafts: { autosave: { interval: 1000 } }, maxPerDoc: 20 },
  access: { read: publishedOrStaff, readVersions: isAdminOrEditor, ...staffEdits },
  hooks: {
    beforeChange: [setPublishedAt],
    afterChange: [purgeArticleAfterChange],
    afterDelete: [purgeArticleAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField('articles', 'title'),
    {
      name: 'group',
      type: 'select',
      required: true,
      defaultValue: 'guide',
      options: ARTICLE_GROUPS.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 300 },
    { name: 'author', type: 'text', defaultValue: 'HireStack Editorial', admin: { position: 'sidebar' } },
    {
      name: 'publishedAt',
      type: 'date',
      admin: { position: 'sidebar', description: 'Set when the article is first published; change it to backdate.' },
    },
    { name: 'body', type: 'richText', required: true, editor: articleEditor },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', maxLength: 100, admin: { description: 'Defaults to the article title.' } },
        { name: 'description', type: 'textarea', maxLength: 160 },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
