import sharp from 'sharp'

import { UNTRUSTED_IMAGE } from '@/platform/images/image-header'

import { logoStore } from './logo-store'

/**
 * A stored logo ("tool-logos/{toolId}/…", a 256×256 WebP) as a PNG data URL, for images drawn on
 * the server (the shared-link card), whose renderer reads PNG; null when the path is not a stored
 * logo or the file is gone or unreadable, so the drawing falls back to the monogram.
 */
export async function storedLogoPng(localLogoPath: string | null | undefined): Promise<string | null> {
  const key = localLogoPath?.trim()
  if (!key?.startsWith('tool-logos/') || key.includes('..')) return null
  try {
    const bytes = await logoStore().read(key)
    if (!bytes) return null
    const png = await sharp(bytes, UNTRUSTED_IMAGE).png().toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  } catch {
    return null
  }
}
