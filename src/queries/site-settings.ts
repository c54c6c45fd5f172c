import 'server-only'

import { cache } from 'react'

import { payloadClient } from '@/server/payload-client'

export interface SiteSettingsView {
  brandName: string
  tagline: string
  contactEmail: string
  socialLinks: { label: string; url: string }[]
}

/** Brand, contact address and social links for the header, footer and metadata; read once per request. */
export const getSiteSettings = cache(async (): Promise<SiteSettingsView> => {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  return {
    brandName: settings.brandName || 'HireStack',
    tagline: settings.tagline ?? '',
    contactEmail: settings.contactEmail,
    socialLinks: (settings.socialLinks ?? []).map(({ label, url }) => ({ label, url })),
  }
})
