import { REST_DELETE, REST_GET, REST_PATCH } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let token: string
let toolId: number

beforeAll(async () => {
  payload = await testPayload()
  const admin = await createUser(payload, ['admin'])
  token = (await payload.login({ collection: 'users', data: { email: admin.email, password: 'correct-horse-battery' } })).token!
  toolId = (await createTool(payload)).id
})

async function call(handler: ReturnType<typeof REST_GET>, method: string, path: string, body?: unknown) {
  const url = new URL(`http://localhost/api/${path}`)
  const request = new Request(url, {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await handler(request, { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) })).status
}

describe('ids in REST paths that cannot be rows', () => {
  const BAD_IDS = ['abc', '1.5', '1e400', '-1', '0', '0x10', ' 1', '99999999999999999999']

  it.each(['tools', 'categories', 'submissions', 'users', 'media'])('are a 404 for reads of %s, never a database error', async (collection) => {
    for (const id of BAD_IDS) expect(await call(REST_GET(config), 'GET', `${collection}/${encodeURIComponent(id)}`), id).toBe(404)
  })

  it('are a 404 for updates and deletes, and change nothing', async () => {
    for (const id of BAD_IDS) {
      expect(await call(REST_PATCH(config), 'PATCH', `tools/${encodeURIComponent(id)}`, { name: 'Renamed' }), id).toBe(404)
      expect(await call(REST_DELETE(config), 'DELETE', `tools/${encodeURIComponent(id)}`), id).toBe(404)
    }
    expect((await payload.findByID({ collection: 'tools', id: toolId, depth: 0 })).name).not.toBe('Renamed')
  })

  it('leave real ids alone', async () => {
    expect(await call(REST_GET(config), 'GET', `tools/${toolId}`)).toBe(200)
    expect(await call(REST_GET(config), 'GET', 'tools/99999999')).toBe(404)
  })
})
