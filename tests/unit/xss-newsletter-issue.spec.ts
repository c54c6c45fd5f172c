import { describe, expect, it } from 'vitest'

import type { LexicalNode } from '@/domains/newsletter/issue/lexical-nodes'
import type { MailTool } from '@/domains/newsletter/issue/mail-tools'
import { renderIssueBody } from '@/domains/newsletter/issue/render-body'

import { expectInert } from '../helpers/xss-assertions'
import { TEXT_PAYLOADS, UNSAFE_URLS } from '../helpers/xss-payloads'

const text = (value: string, format = 0): LexicalNode => ({ type: 'text', text: value, format })
const node = (type: string, children: LexicalNode[], extra: Partial<LexicalNode> = {}): LexicalNode => ({ type, children, ...extra })
const link = (url: string, label: string): LexicalNode => node('link', [text(label)], { fields: { linkType: 'custom', url } })
const card = (tool: number): LexicalNode => ({ type: 'block', fields: { blockType: 'newsletterTool', tool, note: TEXT_PAYLOADS[0] } })

describe("an issue's body as mail", () => {
  it.each(TEXT_PAYLOADS)('keeps %j as text in every node an editor or vendor can fill', (payload) => {
    const tool: MailTool = { id: 1, name: payload, slug: 'tool', description: payload, pricing: payload, sponsored: true }
    const root = node('root', [
      node('heading', [text(payload)], { tag: 'h2' }),
      node('paragraph', [text(payload, 1 | 2 | 16)]),
      node('list', [node('listitem', [text(payload)])], { listType: 'bullet' }),
      node('quote', [text(payload)]),
      card(1),
    ])
    const { html, text: plain } = renderIssueBody(root, new Map([[1, tool]]))
    expectInert(`<body>${html}</body>`)
    expect(plain).toContain(payload)
    expect(html).toContain('>Sponsored</span>')
  })

  it.each(UNSAFE_URLS)('drops the link %j and keeps its text', (url) => {
    const { html } = renderIssueBody(node('root', [node('paragraph', [link(url, 'read more')])]), new Map())
    expectInert(`<body>${html}</body>`)
    expect(html).toContain('read more')
  })

  it('makes site paths absolute and keeps http(s) and mailto: links; a tool block without a published tool shows nothing', () => {
    const root = node('root', [node('paragraph', [link('/tools/gem', 'Gem'), link('https://example.com/a', 'A'), link('mailto:hi@example.com', 'mail')]), card(99)])
    const { html, text: plain } = renderIssueBody(root, new Map())
    expect(html).toContain('href="http://127.0.0.1:3100/tools/gem"')
    expect(html).toContain('href="https://example.com/a"')
    expect(html).toContain('href="mailto:hi@example.com"')
    expect(plain).toBe('Gem (http://127.0.0.1:3100/tools/gem)A (https://example.com/a)mail (mailto:hi@example.com)')
  })
})
