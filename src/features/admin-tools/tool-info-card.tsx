import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { TOOL_TYPES } from '@/domains/directory/shared'

import type { ToolUpdateInfo } from './tool-update-info'

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  )
}

/** The tool's current information on the update page. */
export function ToolInfoCard({ tool }: { tool: ToolUpdateInfo }) {
  const type = TOOL_TYPES.find((option) => option.value === tool.toolType)?.label ?? tool.toolType
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-ink">Current information</h2>
      <dl className="mt-2 divide-y divide-line">
        <Row label="Description">{tool.description ?? <span className="text-muted">No description yet</span>}</Row>
        <Row label="Category">{tool.category ?? <span className="text-muted">Uncategorized</span>}</Row>
        <Row label="Tool type">{type}</Row>
        <Row label="Pricing">{tool.pricing ?? <span className="text-muted">Not known</span>}</Row>
        <Row label="Features">
          {tool.features.length ? (
            <ul className="flex flex-wrap gap-1.5">
              {tool.features.map((feature) => (
                <li key={feature}>
                  <Badge>{feature}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted">None yet</span>
          )}
        </Row>
        <Row label="Last validated">
          {tool.lastValidated ? new Date(tool.lastValidated).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never'}
        </Row>
      </dl>
    </Card>
  )
}
