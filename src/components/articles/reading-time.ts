type Node = { text?: unknown; children?: Node[]; fields?: Record<string, unknown> }

function countWords(node: Node): number {
  let words = typeof node.text === 'string' ? node.text.split(/\s+/).filter(Boolean).length : 0
  for (const child of node.children ?? []) words += countWords(child)
  return words
}

/** Minutes to read an article body at 230 words a minute (at least one). */
export function readingMinutes(body: unknown): number {
  const root = (body as { root?: Node } | null)?.root
  return root ? Math.max(1, Math.round(countWords(root) / 230)) : 1
}
