import { ToolCard } from '@/components/tools/tool-card'
import { toolCardView } from '@/components/tools/tool-card-view'
import { getToolCard } from '@/queries/tools'

/**
 * The tool link card block: the directory's own compact tool card, read live. A tool that is no
 * longer published renders nothing rather than a dead link.
 */
export async function ToolLinkCard({ slug }: { slug: string }) {
  const tool = await getToolCard(slug)
  if (!tool) return null
  return (
    <div className="my-8 max-w-xl">
      <ToolCard card={toolCardView(tool, { compact: true })} variant="compact" />
    </div>
  )
}
