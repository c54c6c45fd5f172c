import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { Toaster } from '@/components/ui/toaster'
import { hasRole } from '@/domains/accounts'

import { AdminToolsTabs } from './admin-tools-tabs'
import { KeyBenefitsCard } from './key-benefits-card'

import './enrichment-view.css'

/**
 * /admin/enrichment: the /admin-tools panels (ranking, categorisation, content, logos, meeting
 * tools, quick and bulk add, key benefits) inside Payload's admin. Custom views are public by
 * default, so this one checks the role itself; the actions behind the panels check it again.
 */
export function EnrichmentView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  if (!req.user) redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${req.payload.config.routes.admin}/enrichment`)}`)
  const staff = hasRole(req.user, 'admin', 'editor')
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>Enrichment and admin tools</h1>
        {staff ? (
          <div className="enrichment-view mt-6 space-y-8 pb-12">
            <AdminToolsTabs />
            <KeyBenefitsCard />
            <Toaster />
          </div>
        ) : (
          <p>These tools are for administrators and editors. Your account doesn&apos;t have that role.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
