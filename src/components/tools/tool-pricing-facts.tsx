import type { ToolDetail } from '@/queries/tools'

import { pricingFactRows } from './tool-fact-values'
import { ToolSection } from './tool-section'

/** The pricing table: model, starting price, free tier, free trial, contact sales, under the vendor's own words. */
export function ToolPricingFacts({ tool }: { tool: ToolDetail }) {
  return (
    <ToolSection title="Pricing">
      <p className="text-sm text-ink">{tool.pricing?.trim() || 'Contact for pricing'}</p>
      <dl className="mt-3 divide-y divide-line text-sm">
        {pricingFactRows(tool).map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </ToolSection>
  )
}
