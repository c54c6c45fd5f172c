import { CalloutBlock } from './Callout/config'
import { ComparisonTableBlock } from './ComparisonTable/config'
import { ToolLinkBlock } from './ToolLink/config'

/** The custom blocks editors can insert into an article body. */
export const articleBlocks = [ComparisonTableBlock, CalloutBlock, ToolLinkBlock]
