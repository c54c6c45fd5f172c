import { randomBytes } from 'node:crypto'

import { convertMarkdownToLexical, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'

type LexicalNode = { type: string; children?: LexicalNode[]; fields?: Record<string, unknown>; [key: string]: unknown }
export type LexicalState = { root: LexicalNode & { children: LexicalNode[] } }

/** Links that leave the site open in a new tab, as the editor's "open in new tab" option does. */
function markExternalLinks(node: LexicalNode): void {
  if (node.type === 'link' && node.fields && typeof node.fields.url === 'string' && /^https?:\/\//.test(node.fields.url)) {
    node.fields.newTab = true
  }
  node.children?.forEach(markExternalLinks)
}

/** Markdown to Lexical top-level nodes, through the same features editors use. */
export function markdownNodes(markdown: string, editorConfig: SanitizedServerEditorConfig): LexicalNode[] {
  const state = convertMarkdownToLexical({ editorConfig, markdown }) as unknown as LexicalState
  state.root.children.forEach(markExternalLinks)
  return state.root.children
}

/** A Lexical block node as the BlocksFeature stores it. */
export function blockNode(blockType: string, fields: Record<string, unknown>): LexicalNode {
  return {
    type: 'block',
    version: 2,
    format: '',
    fields: { id: randomBytes(12).toString('hex'), blockName: '', blockType, ...fields },
  }
}

export function editorState(children: LexicalNode[]): LexicalState {
  return {
    root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children },
  }
}
