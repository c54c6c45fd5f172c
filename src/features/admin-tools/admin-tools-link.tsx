import { hasRole } from '@/domains/accounts'

/** A dashboard panel in the Payload admin pointing at the enrichment view and /admin-tools. */
export function AdminToolsLink({ user }: { user?: { roles?: string[] | null } | null }) {
  if (!hasRole(user, 'admin', 'editor')) return null
  return (
    <div style={{ marginTop: 'calc(var(--base) * 2)' }}>
      <div className="card" style={{ padding: 'calc(var(--base) * 1.5)', display: 'grid', gap: 'calc(var(--base) * 0.5)' }}>
        <h3 style={{ margin: 0 }}>Enrichment and admin tools</h3>
        <p style={{ margin: 0 }}>
          Run the ranking calculation, AI categorisation and content generation, manage logos (and list the tools still without one), add meeting tools, generate
          key benefits, and quick-add or bulk-add tools with crawl, logo, screenshot and AI enrichment.
        </p>
        <div style={{ display: 'flex', gap: 'calc(var(--base) * 0.5)', flexWrap: 'wrap' }}>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- keeps today's full page load into the custom admin view */}
          <a className="btn btn--style-primary btn--size-medium" href="/admin/enrichment" style={{ margin: 0 }}>
            Open Enrichment Tools
          </a>
          <a className="btn btn--style-secondary btn--size-medium" href="/admin-tools" style={{ margin: 0 }}>
            Open Admin Tools page
          </a>
        </div>
      </div>
    </div>
  )
}
