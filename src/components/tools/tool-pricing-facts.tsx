import type { ToolDetail } from '@/queries/tools'

import { pricingFactRows } from './tool-fact-values'
import { ToolSection } from './tool-section'

/** The pricing table: model, starting price, free tier, free trial, contact sales, under the vendor's own words. */
export function ToolPricingFacts({ tool }: { tool: ToolDetail }) {
  return (
    <ToolSection title="Pricing">
      <p className="text-sm text-ink">{tool.pricing?.trim() || 'Contact for pricing'}</p>
      {/* Row styles on the list once: the page's HTML budget counts every repeated class. */}
      <dl className="mt-3 divide-y divide-line text-sm [&>div]:flex [&>div]:justify-between [&>div]:gap-4 [&>div]:py-2 [&_dd]:text-right [&_dd]:font-medium [&_dd]:text-ink [&_dt]:text-muted">
        {pricingFactRows(tool).map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ToolSection>
  )
}
