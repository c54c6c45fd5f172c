import type { ToolCardData } from '@/domains/directory'

import { ToolCard } from './tool-card'
import { toolCardViews } from './tool-card-view'

/** Up to 5 tools of the same category, as compact tool cards. */
export function SimilarTools({ tools }: { tools: ToolCardData[] }) {
  if (tools.length === 0) return null
  return (
    <section aria-labelledby="similar-tools">
      <h2 id="similar-tools" className="px-1 text-base font-semibold text-ink">
        Similar tools
      </h2>
      <ul className="mt-3 grid gap-3">
        {toolCardViews(tools, { compact: true }).map((card) => (
          <li key={card.id} className="min-w-0">
            <ToolCard card={card} variant="compact" />
          </li>
        ))}
      </ul>
    </section>
  )
}
