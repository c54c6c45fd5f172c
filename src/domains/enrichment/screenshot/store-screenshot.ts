import type { Payload } from 'payload'
import sharp from 'sharp'

import { UNTRUSTED_IMAGE } from '@/platform/images/image-header'
import { slugify } from '@/platform/text/slugify'

import { SCREENSHOT_VIEWPORT } from './capture-page'

/** Stores a capture as a WebP Media document and points the tool at it. */
export async function storeScreenshot(payload: Payload, tool: { id: number; name: string }, png: Buffer) {
  // The capture is one viewport of a vendor's page; decoding it stops at the pixel limit all the same.
  const webp = await sharp(png, UNTRUSTED_IMAGE)
    .resize(SCREENSHOT_VIEWPORT.width, SCREENSHOT_VIEWPORT.height, { fit: 'cover', position: 'top' })
    .webp({ quality: 80 })
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: `${tool.name} website screenshot` },
    file: {
      data: webp,
      mimetype: 'image/webp',
      name: `screenshot-${slugify(tool.name) || 'tool'}-${tool.id}.webp`,
      size: webp.length,
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'tools',
    id: tool.id,
    data: { screenshot: media.id, screenshotUrl: media.url ?? null },
    overrideAccess: true,
  })
  return media
}
