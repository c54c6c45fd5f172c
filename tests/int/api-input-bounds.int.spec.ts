import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const status = async (attempt: Promise<unknown>) => attempt.then(() => 200, (error: { status?: number }) => error.status ?? 500)
const asRest = { req: { payloadAPI: 'REST' } as Partial<PayloadRequest> }

describe('API argument bounds (each of these reached PostgreSQL and answered 500)', () => {
  it.each(['1.5', '99999999999999999999', '2147483648', 'abc', '\u202e1', '0x1'])('an id that is not a row id (%j) is a 404', async (id) => {
    expect(await status(payload.findByID({ collection: 'tools', id, overrideAccess: false }))).toBe(404)
    expect(await status(payload.update({ collection: 'tools', id, data: {}, overrideAccess: true }))).toBe(404)
  })

  it.each([{ page: -4 }, { page: 0 }, { page: 1.5 }, { limit: -1 }, { limit: 100_000_000 }, { limit: Number.NaN }])(
    'an API caller asking for %j gets a 400',
    async (args) => {
      expect(await status(payload.find({ collection: 'tools', overrideAccess: false, ...asRest, ...args }))).toBe(400)
    },
  )

  it('our own code may still page through everything', async () => {
    await createTool(payload)
    expect(await status(payload.find({ collection: 'tools', limit: 5000, overrideAccess: true }))).toBe(200)
  })

  it('NUL characters in written data or auth input are a 400 and store nothing', async () => {
    const admin = await createUser(payload, ['admin'])
    const before = (await payload.count({ collection: 'categories', overrideAccess: true })).totalDocs
    expect(await status(payload.create({ collection: 'categories', data: { name: 'Nul\u0000Category' }, user: admin, overrideAccess: false }))).toBe(400)
    expect((await payload.count({ collection: 'categories', overrideAccess: true })).totalDocs).toBe(before)
    expect(await status(payload.forgotPassword({ collection: 'users', data: { email: 'a\u0000@example.test' }, disableEmail: true }))).toBe(400)
  })
})
