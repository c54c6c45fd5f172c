import { readdirSync } from 'node:fs'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_IMAGE_SIDE } from '@/config/image-limits.mjs'
import { fetchAndStoreLogo } from '@/domains/enrichment/logo-fetch/fetch-logo'
import { logoImageProblem, storeLogo } from '@/domains/enrichment/logo-fetch/logo-storage'

import { createSignedInUser, createTool } from '../helpers/factories'
import { pngIcon, startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { testPayload } from '../helpers/payload'
import { pixelBomb, timed } from '../helpers/pixel-bomb'

/** Refusing a bomb reads its header only: well under the seconds decoding it takes. */
const FAST_MS = 1000
const TOO_LARGE = `The image is too large: at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels.`

let payload: Payload
let site: FixtureSite

beforeAll(async () => {
  process.env.CRAWLER_ALLOW_PRIVATE_HOSTS = '127.0.0.1'
  payload = await testPayload()
  const [bomb, icon] = [await pixelBomb(), await pngIcon('#15803d')]
  site = await startFixtureSite({
    '/bomb.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(bomb),
    '/icon.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(icon),
  })
})

afterAll(async () => {
  await site.close()
  delete process.env.CRAWLER_ALLOW_PRIVATE_HOSTS
})

const mediaCount = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
const mediaFiles = () => readdirSync(process.env.MEDIA_DIR!).filter((name) => !name.startsWith('tool-logos')).length

describe('an image past the pixel limit', () => {
  it('is refused by the media collection fast, with a 400 in words, and nothing is stored', async () => {
    const bomb = await pixelBomb()
    const [documents, files] = [await mediaCount(), mediaFiles()]
    const { ms, result } = await timed(() =>
      payload.create({ collection: 'media', overrideAccess: true, data: { alt: 'Bomb' }, file: { data: bomb, mimetype: 'image/png', name: 'bomb.png', size: bomb.length } }),
    )
    expect(result.status === 'rejected' && result.reason).toMatchObject({ status: 400, message: TOO_LARGE })
    expect(ms).toBeLessThan(FAST_MS)
    expect([await mediaCount(), mediaFiles()]).toEqual([documents, files])
  })

  it('is refused through REST too (an editor uploading in the admin), not a 500', async () => {
    const editor = await createSignedInUser(payload, ['editor'])
    const bomb = await pixelBomb()
    const form = new FormData()
    form.set('file', new File([new Uint8Array(bomb)], 'bomb.png', { type: 'image/png' }))
    form.set('_payload', JSON.stringify({ alt: 'Bomb' }))
    const documents = await mediaCount()
    const response = await handleEndpoints({
      config: payload.config,
      request: new Request(`${process.env.SERVER_URL}/api/media`, {
        method: 'POST',
        headers: { cookie: `payload-token=${editor.token}`, origin: process.env.SERVER_URL!, 'sec-fetch-site': 'same-origin' },
        body: form,
      }),
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(TOO_LARGE)
    expect(await mediaCount()).toBe(documents)
  })

  it('still lets an image at the limit through', async () => {
    const edge = await sharp({ create: { width: MAX_IMAGE_SIDE, height: 16, channels: 3, background: '#0ea5e9' } }).png().toBuffer()
    const media = await payload.create({ collection: 'media', overrideAccess: true, data: { alt: 'Wide' }, file: { data: edge, mimetype: 'image/png', name: 'wide.png', size: edge.length } })
    expect(media.width).toBe(MAX_IMAGE_SIDE)
  })

  it('is never decoded as a tool logo: named too large from its header, and refused by sharp if stored anyway', async () => {
    const bomb = await pixelBomb()
    const { ms, result } = await timed(() => logoImageProblem(bomb))
    expect(result).toEqual({ status: 'fulfilled', value: 'too_large' })
    expect(ms).toBeLessThan(FAST_MS)
    const tool = await createTool(payload)
    const stored = await timed(() => storeLogo(tool.id, bomb))
    expect(stored.result.status === 'rejected' && String(stored.result.reason)).toMatch(/pixel limit/)
    expect(stored.ms).toBeLessThan(FAST_MS)
  })

  it('draws a large SVG logo at a density within the limit', async () => {
    const tool = await createTool(payload)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000"><rect width="3000" height="3000" fill="#0ea5e9"/></svg>')
    const key = await storeLogo(tool.id, svg)
    expect(await sharp(path.resolve(process.env.MEDIA_DIR!, key)).metadata()).toMatchObject({ width: 256, height: 256 })
  })

  it('is skipped by the logo fetcher, which goes on to the next candidate', async () => {
    const tool = await createTool(payload)
    const candidates = [`${site.url}/bomb.png`, `${site.url}/icon.png`].map((url) => ({ url, kind: 'icon' as const, size: 192 }))
    const { ms, result } = await timed(() => fetchAndStoreLogo(tool.id, candidates))
    expect(result).toMatchObject({ status: 'fulfilled', value: { source: `${site.url}/icon.png` } })
    expect(ms).toBeLessThan(FAST_MS * 2)
  })
})
