import type { ToolDetail } from '@/queries/tools'

import { toolTypeLabel } from './tool-facts'

/** The summary adds nothing when it is the start of the description the hero already shows. */
function addsToDescription(summary: string, description: string): boolean {
  const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()
  return !flat(description).startsWith(flat(summary))
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-sm leading-relaxed text-ink">{children}</dd>
    </div>
  )
}

/**
 * The tool page's quick summary: who it is for and where else it is listed, before the facts sections
 * (integrations, pricing, compliance) and the long text. The stored summary shows only when it
 * says more than the description's first sentence.
 */
export function ToolQuickSummary({ tool }: { tool: ToolDetail }) {
  const summary = tool.toolSummary?.trim()
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
        <Fact label="Who it's for">
          {toolTypeLabel(tool.toolType)}
        </Fact>
        {alsoIn.length > 0 ? <Fact label="Also listed in">{alsoIn.join(', ')}</Fact> : null}
      </dl>
    </section>
  )
}
