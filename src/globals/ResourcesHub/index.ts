import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { ARTICLE_GROUPS, groupDescriptionKey } from '@/domains/content'

import { purgeGlobalPage } from '../hooks/purgeGlobalPage'

/** /resources: the hub's heading and one line per group; a group shows once one of its articles is published. */
export const ResourcesHub: GlobalConfig = {
  slug: 'resources-hub',
  label: 'Resources hub',
  admin: { group: 'Pages', description: 'Published articles appear on the hub automatically, in their group.' },
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { afterChange: [purgeGlobalPage] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Resources', maxLength: 120 },
    { name: 'intro', type: 'textarea', required: true, maxLength: 500 },
    {
      name: 'groupDescriptions',
      type: 'group',
      fields: ARTICLE_GROUPS.map(({ value, label }) => ({
        name: groupDescriptionKey(value),
        label,
        type: 'textarea' as const,
        maxLength: 300,
      })),
    },
  ],
}
