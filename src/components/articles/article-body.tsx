import type { CalloutBlock, ComparisonTableBlock, ToolLinkBlock } from '@/payload-types'

import { ContentRichText } from '../content/rich-text'
import { Callout } from './callout'
import { ComparisonTable } from './comparison-table'
import { ToolLinkCard } from './tool-link-card'

type BlockArgs<T> = { node: { fields: T } }

/** An article's Lexical body with the custom blocks rendered. */
export function ArticleBody({ data }: { data: unknown }) {
  return (
    <ContentRichText
      data={data}
      blocks={{
        comparisonTable: ({ node }: BlockArgs<ComparisonTableBlock>) => <ComparisonTable block={node.fields} />,
        callout: ({ node }: BlockArgs<CalloutBlock>) => <Callout block={node.fields} />,
        toolLink: ({ node }: BlockArgs<ToolLinkBlock>) => <ToolLinkCard slug={node.fields.slug} />,
      }}
    />
  )
}
