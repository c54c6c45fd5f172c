'use server'

import { z } from 'zod'

import { MAX_IMAGE_BYTES, tooManyBytes, tooManyPixels } from '@/config/image-limits.mjs'
import { type StoredLogo, storeVendorLogo } from '@/domains/vendors'
import { readImageHeader, withinImageLimit } from '@/platform/images/image-header'
import { settle } from '@/platform/server-actions/settle'
import { type ActionResult, fail } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

const CHOOSE_FILE = 'Choose an image file.'

/**
 * Stores an uploaded tool logo (or, with `kind=screenshot`, a screenshot for an owner's edit) as
 * Media: PNG, JPEG or WebP only. Returns its id and URL for the preview.
 */
export const uploadVendorLogo = settle(
  publicAction
    .metadata({ name: 'vendor logo upload', failure: 'Upload failed. Please try again.', limit: 'vendorLogo' })
    .inputSchema(z.instanceof(FormData, { error: CHOOSE_FILE }))
    .action(async ({ parsedInput: form }): Promise<ActionResult<StoredLogo>> => {
      const what = form.get('kind') === 'screenshot' ? 'screenshot' : 'logo'
      const formats = `The ${what} must be a PNG, JPG or WebP image.`
      const file = form.get('logo')
      if (!(file instanceof File) || file.size === 0) return fail(CHOOSE_FILE)
      if (file.size > MAX_IMAGE_BYTES) return fail(tooManyBytes(what))
      const bytes = Buffer.from(await file.arrayBuffer())
      const header = await readImageHeader(bytes)
      if (header && !withinImageLimit(header)) return fail(tooManyPixels(what))
      const altText = form.get('alt')
      const alt = typeof altText === 'string' ? altText.slice(0, 150) : ''
      const payload = await payloadClient()
      try {
        const logo = await storeVendorLogo(payload, bytes, alt ? `${alt} ${what}` : `Tool ${what}`)
        return logo ? { ok: true, data: logo } : fail(formats)
      } catch (error) {
        payload.logger.warn({ err: error }, 'logo upload rejected')
        return fail(`This image could not be read. ${formats}`)
      }
    }),
)
