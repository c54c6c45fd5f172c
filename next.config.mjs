import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import { SERVER_ACTION_BODY_LIMIT } from './src/config/image-limits.mjs'
import { imageSources, securityHeaderRules } from './src/config/response-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Metadata (title, description, Open Graph) always in <head>, never streamed into <body> after
  // the page: the cache tier serves the HTML rendered for the first visitor to every later one,
  // browsers and link-preview bots alike.
  htmlLimitedBots: /.*/,
  // A server with only the files it needs (.next/standalone/server.js): what the image ships and
  // scripts/start-app.ts runs. The tracing root is pinned to this folder, so server.js sits at the
  // top of the output wherever the checkout lives (a lockfile in a parent folder would move it).
  output: 'standalone',
  outputFileTracingRoot: path.dirname(fileURLToPath(import.meta.url)),
  // playwright-core (screenshots, imported through the jobs in payload.config.ts) reads files such
  // as browsers.json at run time by computed paths, which tracing can't see.
  // The shared-link images read the site's font files at run time (src/app/(frontend)/tools/[slug]/opengraph-image.tsx).
  outputFileTracingIncludes: { '/**': ['./node_modules/playwright-core/**/*', './src/app/(frontend)/fonts/*.ttf'] },
  // The proxy sees each request's URL as the server received it, on the origin Next routes by, so
  // its rewrites stay inside this server instead of being fetched from it again over HTTP.
  skipProxyUrlNormalize: true,
  // Logo uploads go through a server action, whose body Next caps at 1 MB by default: the cap is
  // the image limit plus room for the multipart envelope (src/config/image-limits.mjs).
  // globalNotFound: an address no route claims gets a 404 page rendered in full on the server.
  // serverMinification off: Payload picks the log level of an error by its class name (a refused
  // login is `info`, a real fault `error` with its stack), and minified names matched none, so
  // every 4xx was logged as an error with a stack trace; production stacks become readable too.
  experimental: { serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT }, globalNotFound: true, serverMinification: false },
  images: {
    ...imageSources(process.env.NEXT_PUBLIC_LOGO_BUCKET_URL),
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
    return securityHeaderRules(process.env.NODE_ENV)
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
