import { cn } from '@/platform/ui/cn'
import type { ToolDetail } from '@/queries/tools'

import { toolTypeLabel } from './tool-facts'

/** The summary adds nothing when it is the start of the description the hero already shows. */
function addsToDescription(summary: string, description: string): boolean {
  const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()
  return !flat(description).startsWith(flat(summary))
}

function Fact({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-sm leading-relaxed text-ink">{children}</dd>
    </div>
  )
}

/**
 * Spec "Quick summary", as the facts a recruiter decides on, before the long text: pricing, who it
 * is for, where else it is listed, and what it connects to (the spec's Integrations chip list).
 * The stored summary shows only when it says more than the description's first sentence.
 */
export function ToolQuickSummary({ tool }: { tool: ToolDetail }) {
  const summary = tool.toolSummary?.trim()
  const integrations = tool.integrationOptions ?? []
  const alsoIn = (tool.categories ?? []).flatMap((category) =>
    typeof category === 'object' && category.id !== tool.category?.id ? [category.name] : [],
  )
  return (
    <section className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6" aria-labelledby="quick-summary">
      <h2 id="quick-summary" className="text-lg font-semibold text-ink">
        Quick Summary
      </h2>
      {summary && addsToDescription(summary, tool.description ?? '') ? <p className="mt-2 text-sm leading-relaxed text-muted">{summary}</p> : null}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {/* From 768 px the Details panel beside this section says both: shown there once. */}
        <Fact label="Pricing" className="md:hidden">
          {tool.pricing?.trim() || 'Contact for pricing'}
        </Fact>
        <Fact label="Who it's for" className="md:hidden">
          {toolTypeLabel(tool.toolType)}
        </Fact>
        {alsoIn.length > 0 ? <Fact label="Also listed in">{alsoIn.join(', ')}</Fact> : null}
      </dl>
      {integrations.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Integrations</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {integrations.map((integration) => (
              <li key={integration} className="rounded-full bg-surface px-3 py-1 text-sm text-ink ring-1 ring-line">
                {integration}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
