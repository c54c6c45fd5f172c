import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { purgeCacheKeys } from '@/platform/cache/purge'

/**
 * Brand, contact address and social links shown in the header, footer and page metadata. Only
 * public display text, nothing that grants access or sends mail, so editors may change it.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: isAdminOrEditor },
  hooks: {
    afterChange: [
      async ({ req }) => {
        await purgeCacheKeys([CACHE_KEYS.siteSettings], req)
      },
    ],
  },
  fields: [
    { name: 'brandName', type: 'text', required: true, defaultValue: 'HireStack', maxLength: 60 },
    { name: 'tagline', type: 'text', defaultValue: 'The curated directory of AI tools for recruiters and job seekers.' },
    { name: 'contactEmail', type: 'email', required: true, defaultValue: 'hello@hirestack.io' },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'url',
          type: 'text',
          required: true,
          // The footer links here; only full https addresses (no javascript: or relative links).
          validate: (value: string | null | undefined) =>
            typeof value === 'string' && /^https:\/\/[^\s/]+\.[^\s]+$/.test(value.trim()) ? true : 'Enter a full https:// address.',
        },
      ],
    },
  ],
}
