import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'

import { deleteOrphanedVendorLogos } from '@/domains/vendors/payments/vendor-logos'
import { submitTool } from '@/features/listings/submit-tool'
import { submitManualSponsorship } from '@/features/sponsorships/submit-manual-sponsorship'
import { uploadVendorLogo } from '@/features/vendor-forms/upload-vendor-logo'
import { RATE_LIMITS } from '@/platform/rate-limit'

import { createTool } from '../helpers/factories'
import { pixelBomb, timed } from '../helpers/pixel-bomb'
import { requestHeaders, signedOut } from '../helpers/stripe-request-context'
import { runJob } from '../helpers/stripe-webhooks'
import { manualTestContext } from '../helpers/vendors-context'
import { sponsorshipValues, submissionValues } from '../helpers/vendors-request-values'

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders.current) }))

const ctx = manualTestContext()

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#0ea5e9' } }).toFormat(format).toBuffer()

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><script>alert(1)</script><rect width="32" height="32"/></svg>')

function upload(bytes: Buffer, type = 'image/png', name = 'logo.png') {
  const form = new FormData()
  form.set('logo', new File([new Uint8Array(bytes)], name, { type }))
  form.set('alt', 'Logo Test')
  return uploadVendorLogo(form)
}

const mediaCount = async () => (await ctx.payload.count({ collection: 'media', overrideAccess: true })).totalDocs
const dayAndAHourLater = () => Date.now() + 25 * 60 * 60 * 1000
const exists = async (id: number) => Boolean(await ctx.payload.findByID({ collection: 'media', id, overrideAccess: true, depth: 0 }).catch(() => null))

describe('logos uploaded from the vendor forms', () => {
  it('stores PNG, JPEG and WebP images, whatever name they came with', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const result = await upload(await image(format), `image/${format}`, 'anything')
      expect(result).toEqual({ ok: true, data: { id: expect.any(Number), url: expect.stringMatching(/\/api\/media\/file\/vendor-logo-[\w-]+\.webp$/) } })
    }
  })

  it('refuses SVG, GIF and non-images even when the browser calls them PNG, and stores nothing', async () => {
    const before = await mediaCount()
    for (const bytes of [SVG, await image('gif'), Buffer.from('not an image at all')]) {
      expect(await upload(bytes)).toEqual({ ok: false, error: 'The logo must be a PNG, JPG or WebP image.' })
    }
    expect(await upload(SVG, 'image/svg+xml', 'logo.svg')).toEqual({ ok: false, error: 'The logo must be a PNG, JPG or WebP image.' })
    expect(await upload(Buffer.alloc(4 * 1024 * 1024))).toEqual({ ok: false, error: 'The logo must be 2 MB or smaller.' })
    expect(await mediaCount()).toBe(before)
  })

  it('refuses an image past the pixel limit from its header, fast, and stores nothing', async () => {
    const before = await mediaCount()
    const bomb = await pixelBomb()
    const { ms, result } = await timed(() => upload(bomb))
    expect(result).toEqual({ status: 'fulfilled', value: { ok: false, error: 'The logo is too large: at most 4096 × 4096 pixels.' } })
    expect(ms).toBeLessThan(1000)
    expect(await mediaCount()).toBe(before)
  })

  it('limits how many logos one address may upload in an hour', async () => {
    signedOut()
    const png = await image('png')
    for (let i = 0; i < RATE_LIMITS.vendorLogo.limit; i++) expect((await upload(png)).ok).toBe(true)
    expect(await upload(png)).toEqual({ ok: false, code: 'rate_limited', error: 'Too many attempts from your connection in a short time. Please try again in 60 minutes.' })
    signedOut()
    expect((await upload(png)).ok).toBe(true)
  })

  it('deletes, a day later, the logos no submission, sponsorship or tool uses, and keeps the rest', async () => {
    const png = await image('png')
    const stored = async () => {
      const result = await upload(png)
      if (!result.ok) throw new Error(result.error)
      return result.data.id
    }
    const [abandoned, replaced, submitted, sponsored, listed] = [await stored(), await stored(), await stored(), await stored(), await stored()]
    const submission = await submitTool({ values: { ...submissionValues(), logoId: submitted } })
    const sponsorship = await submitManualSponsorship({ ...sponsorshipValues(), logoId: sponsored })
    expect(submission.ok && sponsorship.ok).toBe(true)
    const listedMedia = await ctx.payload.findByID({ collection: 'media', id: listed, overrideAccess: true })
    await createTool(ctx.payload, { logo: listedMedia.url })
    const editorial = await ctx.payload.create({ collection: 'media', overrideAccess: true, data: { alt: 'Article image' }, file: { data: png, mimetype: 'image/png', name: 'article.png', size: png.length } })

    // Too young: a vendor may still be filling in the form.
    await deleteOrphanedVendorLogos(ctx.payload)
    expect(await exists(abandoned)).toBe(true)

    expect(await deleteOrphanedVendorLogos(ctx.payload, dayAndAHourLater())).toBeGreaterThanOrEqual(2)
    expect(await exists(abandoned)).toBe(false)
    expect(await exists(replaced)).toBe(false)
    for (const kept of [submitted, sponsored, listed, editorial.id]) expect(await exists(kept)).toBe(true)
  })

  it('runs the cleanup as the hourly deleteOrphanedLogos job', async () => {
    const job = await ctx.payload.jobs.queue({ task: 'deleteOrphanedLogos', input: {} })
    const result = await runJob(ctx.payload, job.id)
    expect(result).toMatchObject({ state: 'succeeded', output: { deleted: expect.any(Number) } })
  })
})
