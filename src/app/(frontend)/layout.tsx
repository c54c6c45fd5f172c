import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { CompareTray } from '@/components/compare/compare-tray'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { ClickBeacon } from '@/components/tools/click-beacon'
import { PageTrail } from '@/components/tools/page-trail'
import { IconSprite } from '@/components/ui/icon-sprite'
import { Toaster } from '@/components/ui/toaster'
import { env } from '@/platform/env'
import { getSiteSettings } from '@/queries/site-settings'

import { inter } from './inter-font'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { brandName, tagline } = await getSiteSettings()
  return {
    metadataBase: new URL(env.SERVER_URL),
    title: { default: `${brandName} — AI Tools for Recruiting`, template: `%s | ${brandName}` },
    description: tagline,
    applicationName: brandName,
    openGraph: { type: 'website', siteName: brandName, locale: 'en_US' },
    twitter: { card: 'summary_large_image' },
    icons: { icon: '/hirestack-mark.svg' },
  }
}

/**
 * Every page is rendered per request, from the database: the cache tier in front of the app keeps
 * the public pages until a write purges them (docs/caching.md), and a build needs no database.
 */
export const dynamic = 'force-dynamic'

export const viewport: Viewport = { themeColor: '#4f46e5', width: 'device-width', initialScale: 1 }

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-screen flex-col">
        <IconSprite />
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow">
          Skip to content
        </a>
        <SiteHeader brandName={settings.brandName} />
        <div id="main" className="flex flex-1 flex-col">
          {children}
        </div>
        <SiteFooter settings={settings} />
        <CompareTray />
        <Toaster />
        <ClickBeacon />
        <PageTrail />
      </body>
    </html>
  )
}
