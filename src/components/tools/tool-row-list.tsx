import type { ToolCardData } from '@/domains/directory'

import { ToolCard } from './tool-card'
import { toolCardView } from './tool-card-view'

/** A listing page's tools as row cards, two columns from 1024 px; the first three logos load eagerly (they are on the first screen). */
export function ToolRowList({ tools }: { tools: ToolCardData[] }) {
  return (
    <ul className="mt-8 grid gap-4 lg:grid-cols-2">
      {tools.map((tool, index) => (
        // min-w-0: a grid item is otherwise as wide as its longest unbreakable line.
        <li key={tool.id} className="min-w-0">
          <ToolCard card={toolCardView(tool)} variant="row" heading="h2" eager={index < 3} />
        </li>
      ))}
    </ul>
  )
}
