import sharp, { type SharpOptions } from 'sharp'

import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@/config/image-limits.mjs'

/** For every sharp call on bytes from outside: decoding stops at the pixel limit, whatever the header claimed. */
export const UNTRUSTED_IMAGE: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS }

export type ImageHeader = { format: string; width: number; height: number }

/**
 * The format and size an image declares, read from its header without decoding a pixel (a few
 * milliseconds, whatever the size); null when sharp can't read it. An SVG's size is the one it is
 * drawn at with `density` (sharp's default is 72 dpi).
 */
export async function readImageHeader(image: Buffer | string, density?: number): Promise<ImageHeader | null> {
  try {
    const { format, width, height } = await sharp(image, density ? { density } : {}).metadata()
    return format && width && height ? { format, width, height } : null
  } catch {
    return null
  }
}

/** Whether decoding the image stays within the limit on each side (and so on pixels). */
export const withinImageLimit = (header: ImageHeader) => header.width <= MAX_IMAGE_SIDE && header.height <= MAX_IMAGE_SIDE
