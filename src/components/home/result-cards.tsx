import { ToolCard } from '@/components/tools/tool-card'
import type { ToolCardView } from '@/components/tools/tool-card-view'

/** The results' summary line and cards, as the page renders them and as the search box shows them while typing. */
export function ResultCards({ summary, cards }: { summary: string; cards: ToolCardView[] }) {
  return (
    <>
      {/* A heading, so the cards' h3 names follow the hero's h1 in order. */}
      <h2 className="mb-3 mt-4 text-sm font-normal text-muted sm:mb-4 sm:mt-6" data-testid="results-summary">
        {summary}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4" aria-label="Tools">
        {cards.map((card, index) => (
          <li key={card.id}>
            <ToolCard card={card} eager={index < 4} />
          </li>
        ))}
      </ul>
    </>
  )
}
