import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { slugField } from '@/fields/slug'
import { ARTICLE_GROUPS } from '@/lib/article-groups'

import { articleEditor } from './editor'
import { revalidateArticleAfterChange, revalidateArticleAfterDelete } from './hooks/revalidateArticle'

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'group', 'publishedAt', '_status'],
    // Opens the article as the public sees it, drafts included, for signed-in staff (see /preview).
    preview: (doc) => (typeof doc?.slug === 'string' ? `/preview?path=${encodeURIComponent(`/resources/${doc.slug}`)}` : null),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    create: isAdminOrEditor,
    update: isAdminOrEditor,
    delete: isAdmin,
    readVersions: isAdminOrEditor,
  },
  hooks: {
    afterChange: [revalidateArticleAfterChange],
    afterDelete: [revalidateArticleAfterDelete],
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
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
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
