import type { ToolDetail } from '@/queries/tools'

import { pricingFactRows } from './tool-fact-values'
import { ToolSection } from './tool-section'
import { UndisclosedNote } from './undisclosed-note'

/**
 * The pricing table under the vendor's own words: the facts that are known (model, starting price,
 * free tier, free trial, contact sales), then one line naming those the vendor does not disclose.
 */
export function ToolPricingFacts({ tool }: { tool: ToolDetail }) {
  const { rows, undisclosed } = pricingFactRows(tool)
  return (
    <ToolSection title="Pricing">
      <p className="text-sm text-ink">{tool.pricing?.trim() || 'Contact for pricing'}</p>
      {rows.length > 0 ? (
        // Row styles on the list once: the page's HTML budget counts every repeated class.
        <dl className="mt-3 divide-y divide-line text-sm [&>div]:flex [&>div]:justify-between [&>div]:gap-4 [&>div]:py-2 [&_dd]:text-right [&_dd]:font-medium [&_dd]:text-ink [&_dt]:text-muted">
          {rows.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <UndisclosedNote items={undisclosed} className={rows.length > 0 ? 'mt-2' : 'mt-3'} />
    </ToolSection>
  )
}
