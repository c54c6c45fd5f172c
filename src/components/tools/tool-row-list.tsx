import type { ToolCardData } from '@/domains/directory'

import { ToolCard } from './tool-card'
import { toolCardViews } from './tool-card-view'

/** A listing page's tools as row cards, two columns from 1024 px; the first three logos load eagerly (they are on the first screen). */
export function ToolRowList({ tools }: { tools: ToolCardData[] }) {
  return (
    <ul className="mt-8 grid gap-4 lg:grid-cols-2">
      {toolCardViews(tools).map((card, index) => (
        // min-w-0: a grid item is otherwise as wide as its longest unbreakable line.
        <li key={card.id} className="min-w-0">
          <ToolCard card={card} variant="row" heading="h2" eager={index < 3} />
        </li>
      ))}
    </ul>
  )
}
