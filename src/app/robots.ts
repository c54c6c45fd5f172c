import type { MetadataRoute } from 'next'

import { env } from '@/platform/env'

/** Read at request time: one image serves any origin (SERVER_URL), so nothing about it is baked into the build. */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = env.SERVER_URL
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/t/', '/compare', '/auth', '/account', '/admin-tools', '/update-tool/'] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  }
}
