/** The parts of Payload's Lexical JSON the newsletter renders (anything else renders its children). */
export type LexicalNode = {
  type: string
  children?: LexicalNode[]
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  url?: string
  fields?: Record<string, unknown>
}

export const NEWSLETTER_TOOL_BLOCK = 'newsletterTool'

/** The id a relationship holds, whether the document came populated or as a bare id. */
function relationId(value: unknown): number | null {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

/** The tool a newsletter tool block points at, or null for any other node. */
export function blockToolId(node: LexicalNode): number | null {
  if (node.type !== 'block' || node.fields?.blockType !== NEWSLETTER_TOOL_BLOCK) return null
  return relationId(node.fields.tool)
}

/** Every tool the body's tool blocks name, in order of appearance, each once. */
export function toolIdsIn(root: LexicalNode | null | undefined): number[] {
  const ids = new Set<number>()
  const visit = (node: LexicalNode) => {
    const id = blockToolId(node)
    if (id !== null) ids.add(id)
    node.children?.forEach(visit)
  }
  if (root) visit(root)
  return [...ids]
}
