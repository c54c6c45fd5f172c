import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Logo uploads (up to 2 MB, checked in the action) go through a server action, whose body Next
  // caps at 1 MB by default; 3 MB leaves room for the multipart envelope.
  experimental: { serverActions: { bodySizeLimit: '3mb' } },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: '**' }],
    formats: ['image/avif', 'image/webp'],
  },
  async redirects() {
    return [
      { source: '/tool/:slug', destination: '/tools/:slug', permanent: true },
      { source: '/help', destination: '/help-center', permanent: true },
      { source: '/blog', destination: '/resources', permanent: true },
      { source: '/blog/:path*', destination: '/resources', permanent: true },
    ]
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })
const withPayloadHeaders = config.headers

/**
 * Payload asks every page for the Sec-CH-Prefers-Color-Scheme client hint with `Critical-CH`, which
 * makes Chromium fetch each public page twice on a first visit (and `Vary` on it splits caches).
 * Only the admin reads the hint, so its headers are scoped to /admin.
 */
config.headers = async () =>
  (await withPayloadHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
