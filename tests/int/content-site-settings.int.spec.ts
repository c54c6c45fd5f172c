import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

let payload: Payload
let original: { label: string; url: string }[]

beforeAll(async () => {
  payload = await testPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  original = (settings.socialLinks ?? []).map(({ label, url }) => ({ label, url }))
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { socialLinks: original }, overrideAccess: true, context: { disableRevalidate: true } })
})

const setLinks = (socialLinks: { label: string; url: string }[]) =>
  payload.updateGlobal({ slug: 'site-settings', data: { socialLinks }, overrideAccess: true, context: { disableRevalidate: true } })

describe('site settings social links', () => {
  it('stores full https addresses for the footer', async () => {
    const saved = await setLinks([{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' }])
    expect(saved.socialLinks?.map(({ url }) => url)).toEqual(['https://www.linkedin.com/company/example'])
  })

  it.each(['javascript:alert(1)', '/about', 'http://example.com', 'https://', 'linkedin.com/company/example'])('rejects %s', async (url) => {
    await expect(setLinks([{ label: 'Bad', url }])).rejects.toThrow(/invalid/i)
  })
})
