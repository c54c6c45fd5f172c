import { existsSync } from 'node:fs'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => import('../helpers/next-request'))

import { createTool, createUser } from '../helpers/factories'
import { runLogoDeletion } from '../helpers/logo-deletion-job'
import { asVisitor, newVisitor } from '../helpers/next-request'
import { startS3Server, type TestS3 } from '../helpers/s3-server'

/**
 * Media and stored tool logos in an S3 bucket (S3_* set), against an S3-compatible server on
 * 127.0.0.1: what is uploaded lands in the bucket and nowhere on disk, the site serves it at the
 * URLs its pages use, and deleting the tool or the media document deletes the objects.
 */
let s3: TestS3
let payload: Payload
let staff: ReturnType<typeof newVisitor>
let app: {
  uploadToolLogo: typeof import('@/features/admin-tools/logos').uploadToolLogo
  serveLogo: typeof import('@/app/tool-logos/[toolId]/[file]/route').GET
  resolveLogo: typeof import('@/domains/directory/logo').resolveLogo
  storeVendorLogo: typeof import('@/domains/vendors/payments/vendor-logos').storeVendorLogo
}

beforeAll(async () => {
  s3 = await startS3Server()
  Object.assign(process.env, s3.env, { JOBS_AUTORUN: '0' })
  // Imported after the environment is set: the config reads S3_* once, when it loads.
  const [{ testPayload }, actions, route, logo, vendorLogos] = await Promise.all([
    import('../helpers/payload'),
    import('@/features/admin-tools/logos'),
    import('@/app/tool-logos/[toolId]/[file]/route'),
    import('@/domains/directory/logo'),
    import('@/domains/vendors/payments/vendor-logos'),
  ])
  payload = await testPayload()
  app = { uploadToolLogo: actions.uploadToolLogo, serveLogo: route.GET, resolveLogo: logo.resolveLogo, storeVendorLogo: vendorLogos.storeVendorLogo }
  const user = await createUser(payload, ['editor'])
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'correct-horse-battery' } })
  staff = newVisitor()
  staff.cookies.set('payload-token', token!)
})

afterAll(async () => {
  for (const key of [...Object.keys(s3.env), 'JOBS_AUTORUN']) delete process.env[key]
  await s3?.close()
})

// Larger than the biggest image size, so Payload makes all three.
const png = () => sharp({ create: { width: 1400, height: 800, channels: 4, background: '#7c3aed' } }).png().toBuffer()

/** Requests a logo the way a browser does from the tool page: GET on the path resolveLogo gives. */
async function getLogo(src: string): Promise<Response> {
  const [, toolId, file] = /^\/tool-logos\/(\d+)\/([^/]+)$/.exec(src) ?? []
  if (!toolId || !file) throw new Error(`Not a stored-logo path: ${src}`)
  return app.serveLogo(new Request(`http://127.0.0.1${src}`), { params: Promise.resolve({ toolId, file }) })
}

describe('tool logos in the bucket', () => {
  it('stores an uploaded logo as an object, serves it on the tool page and deletes it with the tool', async () => {
    const tool = await createTool(payload)
    const form = new FormData()
    form.set('toolId', String(tool.id))
    form.set('file', new File([new Uint8Array(await png())], 'logo.png', { type: 'image/png' }))
    const result = await asVisitor(staff, () => app.uploadToolLogo(form))
    if (!result.ok) throw new Error(result.error)
    const key = result.data.localLogoPath

    expect(await s3.keys(`tool-logos/${tool.id}/`)).toEqual([key])
    expect(existsSync(path.resolve(process.env.MEDIA_DIR!, key))).toBe(false)

    const src = app.resolveLogo(await payload.findByID({ collection: 'tools', id: tool.id, depth: 0 })) ?? ''
    expect(src).toBe(`/${key}`)
    const served = await getLogo(src)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 })

    await payload.delete({ collection: 'tools', id: tool.id, overrideAccess: true, context: { seedWrite: true } })
    await runLogoDeletion(payload, tool.id)
    expect(await s3.keys(`tool-logos/${tool.id}/`)).toEqual([])
    expect((await getLogo(src)).status).toBe(404)
  })

  it('keeps the other tools’ logos when one tool is deleted', async () => {
    const [kept, removed] = [await createTool(payload), await createTool(payload)]
    const { storeLogo } = await import('@/domains/enrichment/logo-fetch/logo-storage')
    const keptKey = await storeLogo(kept.id, await png())
    await storeLogo(removed.id, await png())
    await payload.delete({ collection: 'tools', id: removed.id, overrideAccess: true, context: { seedWrite: true } })
    await runLogoDeletion(payload, removed.id)
    expect(await s3.keys(`tool-logos/${removed.id}/`)).toEqual([])
    expect(await s3.keys(`tool-logos/${kept.id}/`)).toEqual([keptKey])
  })
})

describe('media uploads in the bucket', () => {
  it('stores the file and its sizes as objects, serves them at the media URL and deletes them with the document', async () => {
    const logo = await app.storeVendorLogo(payload, await png(), 'Bucket Co logo')
    if (!logo) throw new Error('The PNG was refused')
    const media = await payload.findByID({ collection: 'media', id: logo.id, depth: 0 })
    const files = [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string => Boolean(name))
    expect(files).toHaveLength(4)
    expect(await s3.keys()).toEqual(expect.arrayContaining(files))
    for (const file of files) expect(existsSync(path.resolve(process.env.MEDIA_DIR!, file))).toBe(false)

    expect(logo.url).toBe(`${process.env.SERVER_URL}/api/media/file/${media.sizes!.thumbnail!.filename}`)
    const served = await handleEndpoints({ config: payload.config, request: new Request(logo.url) })
    expect(served.status).toBe(200)
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 })

    await payload.delete({ collection: 'media', id: logo.id, overrideAccess: true })
    const left = await s3.keys()
    for (const file of files) expect(left).not.toContain(file)
  })
})
