import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedSiteSettings } from '@/seed/pages-seed'

import { createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

type Settings = { contactEmail: string; socialLinks: { label: string; url: string }[] }

let payload: Payload
let original: Settings

const quiet = { context: { seedWrite: true } } as const

const current = async (): Promise<Settings> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  return { contactEmail: settings.contactEmail, socialLinks: (settings.socialLinks ?? []).map(({ label, url }) => ({ label, url })) }
}

beforeAll(async () => {
  payload = await testPayload()
  original = await current()
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: original, overrideAccess: true, ...quiet })
})

const setLinks = (socialLinks: { label: string; url: string }[]) =>
  payload.updateGlobal({ slug: 'site-settings', data: { socialLinks }, overrideAccess: true, ...quiet })

describe('site settings social links', () => {
  it('stores full https addresses for the footer', async () => {
    const saved = await setLinks([{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' }])
    expect(saved.socialLinks?.map(({ url }) => url)).toEqual(['https://www.linkedin.com/company/example'])
  })

  it.each(['javascript:alert(1)', '/about', 'http://example.com', 'https://', 'linkedin.com/company/example'])('rejects %s', async (url) => {
    await expect(setLinks([{ label: 'Bad', url }])).rejects.toThrow(/invalid/i)
  })
})

describe('site settings access', () => {
  it('lets an editor change the contact address and social links', async () => {
    const editor = await createUser(payload, ['editor'])
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      data: { contactEmail: 'press@hirestack.io', socialLinks: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/hirestack' }] },
      user: editor,
      overrideAccess: false,
      ...quiet,
    })
    expect(saved).toMatchObject({ contactEmail: 'press@hirestack.io', socialLinks: [{ url: 'https://www.linkedin.com/company/hirestack' }] })
  })

  it('refuses members and visitors', async () => {
    const member = await createUser(payload, ['user'])
    for (const user of [member, undefined]) {
      await expect(
        payload.updateGlobal({ slug: 'site-settings', data: { contactEmail: 'taken@example.com' }, user, overrideAccess: false, ...quiet }),
      ).rejects.toThrow(/not allowed/i)
    }
    expect((await current()).contactEmail).not.toBe('taken@example.com')
  })
})

describe('site settings seed', () => {
  it('writes the brand’s own social profiles once, where nobody has saved the settings, and keeps later edits', async () => {
    // As on a fresh database: the global has no row until someone saves it.
    await (payload.db as unknown as PostgresAdapter).drizzle.execute(sql`DELETE FROM site_settings`)
    expect(await seedSiteSettings(payload)).toBe(true)
    expect(await current()).toEqual({
      contactEmail: 'hello@hirestack.io',
      socialLinks: [
        { label: 'LinkedIn', url: 'https://www.linkedin.com/company/hirestack' },
        { label: 'X', url: 'https://x.com/hirestack' },
      ],
    })

    // An editor removes every link; the next start's seed leaves that choice alone.
    await setLinks([])
    expect(await seedSiteSettings(payload)).toBe(false)
    expect((await current()).socialLinks).toEqual([])
  })
})
