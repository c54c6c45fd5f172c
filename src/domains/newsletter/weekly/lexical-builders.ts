import { randomBytes } from 'node:crypto'

import type { NewsletterIssue } from '@/payload-types'

import { NEWSLETTER_TOOL_BLOCK } from '../issue/lexical-nodes'

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, mode: 'normal', style: '', detail: 0 })

export const paragraph = (value: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [text(value)],
})

export const heading = (value: string) => ({ type: 'heading', tag: 'h2', version: 1, direction: 'ltr', format: '', indent: 0, children: [text(value)] })

/** A tool card block as the admin's editor stores it (the id is the block's own, as Payload makes them). */
export const toolBlock = (toolId: number) => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: randomBytes(12).toString('hex'), blockName: '', blockType: NEWSLETTER_TOOL_BLOCK, tool: toolId },
})

type Node = { type: string; version: number; [key: string]: unknown }

export const root = (children: Node[]): NewsletterIssue['body'] => ({ root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } })
