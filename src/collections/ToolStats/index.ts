import type { CollectionConfig } from 'payload'

import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { nobody } from '@/access/nobody'

/**
 * Views and outbound clicks per tool per day. Written only by the server's counting upserts;
 * the ranking job rolls them up into weekly and monthly views.
 */
export const ToolStats: CollectionConfig = {
  slug: 'tool-stats',
  admin: { group: 'Directory', defaultColumns: ['tool', 'day', 'views', 'clicks'] },
  access: { read: isAdminOrEditor, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['tool', 'day'], unique: true }],
  fields: [
    { name: 'tool', type: 'relationship', relationTo: 'tools', required: true, index: true },
    { name: 'day', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD (UTC)' } },
    { name: 'views', type: 'number', required: true, defaultValue: 0 },
    { name: 'clicks', type: 'number', required: true, defaultValue: 0 },
  ],
}
