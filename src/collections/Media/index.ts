import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { env } from '@/platform/env'
import { UNTRUSTED_IMAGE } from '@/platform/images/image-header'

import { refuseOversizedImage } from './refuse-oversized-image'

/** Logos, screenshots and article images; sharp makes the sizes the pages use. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  hooks: { beforeOperation: [refuseOversizedImage] },
  upload: {
    staticDir: env.MEDIA_DIR,
    mimeTypes: ['image/*'],
    constructorOptions: UNTRUSTED_IMAGE,
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 128, height: 128, fit: 'contain', formatOptions: { format: 'webp' } },
      { name: 'card', width: 640, height: 360, fit: 'cover', formatOptions: { format: 'webp' } },
      { name: 'preview', width: 1200, height: 675, fit: 'cover', formatOptions: { format: 'webp' } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', maxLength: 200 }],
}
