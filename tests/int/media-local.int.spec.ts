import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as serveLogo } from '@/app/tool-logos/[toolId]/[file]/route'
import { resolveLogo } from '@/domains/directory/logo'
import { storeLogo } from '@/domains/enrichment/logo-fetch/logo-storage'
import { storeVendorLogo } from '@/domains/vendors/payments/vendor-logos'
import { env } from '@/platform/env'

import { createTool } from '../helpers/factories'
import { runLogoDeletion } from '../helpers/logo-deletion-job'
import { testPayload } from '../helpers/payload'

/** Without S3_* (the default) media and stored logos are files under MEDIA_DIR (media/ outside the tests), as they always were. */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const png = () => sharp({ create: { width: 300, height: 200, channels: 4, background: '#0d9488' } }).png().toBuffer()

function getLogo(src: string): Promise<Response> {
  const [, toolId = '', file = ''] = /^\/tool-logos\/(\d+)\/([^/]+)$/.exec(src) ?? []
  return serveLogo(new Request(`http://127.0.0.1${src}`), { params: Promise.resolve({ toolId, file }) })
}

describe('local disk storage', () => {
  it('is the mode when no S3 setting is present', () => {
    expect(env.s3).toBeNull()
  })

  it('writes a tool logo under media/tool-logos/{id}/, serves it at /tool-logos/… and removes the folder with the tool', async () => {
    const tool = await createTool(payload)
    const key = await storeLogo(tool.id, await png())
    const file = path.resolve(process.env.MEDIA_DIR!, key)
    await payload.update({ collection: 'tools', id: tool.id, data: { localLogoPath: key }, overrideAccess: true, context: { seedWrite: true } })

    const src = resolveLogo(await payload.findByID({ collection: 'tools', id: tool.id, depth: 0 })) ?? ''
    expect(src).toBe(`/${key}`)
    const served = await getLogo(src)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await served.arrayBuffer()).equals(await readFile(file))).toBe(true)

    await payload.delete({ collection: 'tools', id: tool.id, overrideAccess: true, context: { seedWrite: true } })
    await runLogoDeletion(payload, tool.id)
    expect(existsSync(path.dirname(file))).toBe(false)
    expect((await getLogo(src)).status).toBe(404)
  })

  it('keeps media uploads in media/ and deletes the files with the document', async () => {
    const logo = await storeVendorLogo(payload, await png(), 'Disk Co logo')
    if (!logo) throw new Error('The PNG was refused')
    const media = await payload.findByID({ collection: 'media', id: logo.id, depth: 0 })
    const files = [media.filename, media.sizes?.thumbnail?.filename].map((name) => path.resolve(process.env.MEDIA_DIR!, name!))
    for (const file of files) expect(existsSync(file)).toBe(true)
    await payload.delete({ collection: 'media', id: logo.id, overrideAccess: true })
    for (const file of files) expect(existsSync(file)).toBe(false)
  })
})
