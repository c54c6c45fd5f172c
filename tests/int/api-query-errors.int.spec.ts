import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createSignedInUser, createTool, type SignedInUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload
let user: SignedInUser

beforeAll(async () => {
  payload = await testPayload()
  await createTool(payload)
  user = await createSignedInUser(payload)
})

describe("wrong-typed values in Payload's query language", () => {
  const QUERIES = [
    'where[id][in]=abc',
    'where[_status][equals]=abc',
    'where[createdAt][equals][a][b]=1',
    'where[name][all]=x',
    'where[name][near]=1,2',
  ]

  it.each(QUERIES)('%s is a 400 in words, not a database error', async (query) => {
    const response = await rest(payload, 'GET', `/tools?${query}`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/query|field/)
  })

  it('is a 400 for a signed-in user too, and well-typed queries still answer', async () => {
    expect((await rest(payload, 'GET', '/upvotes?where[tool][equals]=abc', { token: user.token })).status).toBe(400)
    expect((await rest(payload, 'GET', '/tools?where[id][in]=1,2&depth=0')).status).toBe(200)
  })
})
