import { hasRole } from '@/access/roles'

import { AdminToolsActions } from './admin-tools-actions'

/**
 * A dashboard panel in the Payload admin: runs ranking, categorisation, content generation and the
 * meeting-tools import in place, and links to /admin-tools for logos, quick and bulk add and the
 * per-batch progress tables.
 */
export function AdminToolsLink({ user }: { user?: { roles?: string[] | null } | null }) {
  if (!hasRole(user, 'admin', 'editor')) return null
  return (
    <div style={{ marginTop: 'calc(var(--base) * 2)' }}>
      <div className="card" style={{ padding: 'calc(var(--base) * 1.5)', display: 'grid', gap: 'calc(var(--base) * 0.5)' }}>
        <h3 style={{ margin: 0 }}>Enrichment and admin tools</h3>
        <p style={{ margin: 0 }}>
          Run the ranking calculation, AI categorisation and content generation, manage logos, add meeting tools, and
          quick-add or bulk-add tools with crawl, logo, screenshot and AI enrichment.
        </p>
        <AdminToolsActions />
        <div>
          <a className="btn btn--style-primary btn--size-medium" href="/admin-tools" style={{ margin: 0 }}>
            Open Admin Tools
          </a>
        </div>
      </div>
    </div>
  )
}
