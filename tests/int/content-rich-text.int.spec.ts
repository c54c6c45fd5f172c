import { randomUUID } from 'node:crypto'

import { load } from 'cheerio'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { ContentRichText } from '@/components/content/rich-text'
import { getArticle } from '@/queries/articles'
import { editorState } from '@/seed/lexical-markdown'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const text = (value: string) => ({ type: 'text', version: 1, text: value, detail: 0, format: 0, mode: 'normal', style: '' })
const link = (label: string, fields: Record<string, unknown>) => ({
  type: 'link',
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { newTab: false, ...fields },
  children: [text(label)],
})
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children })
const internal = (relationTo: string, value: number | string, newTab = false) => ({ linkType: 'internal', newTab, doc: { relationTo, value } })
const custom = (url: string, newTab = false) => ({ linkType: 'custom', newTab, url })

function createArticle(children: unknown[]) {
  return payload.create({
    collection: 'articles',
    data: {
      title: `Links ${randomUUID().slice(0, 8)}`,
      group: 'guide',
      excerpt: 'An article used by the link rendering tests.',
      body: editorState(children as never) as never,
      _status: 'published',
    },
    overrideAccess: true,
    context: { seedWrite: true },
  })
}

/** The article as a visitor's page renders it: the page's query, then the rich-text renderer. */
async function renderedLinks(slug: string) {
  const article = await getArticle(slug)
  const $ = load(renderToStaticMarkup(createElement(ContentRichText, { data: article?.body })))
  return (label: string) => {
    const anchor = $('a').filter((_, element) => $(element).text().startsWith(label))
    return anchor.length ? { href: anchor.attr('href'), target: anchor.attr('target'), rel: anchor.attr('rel') } : null
  }
}

describe('rich-text links', () => {
  it('link a picked article or tool to its public page, honour "open in new tab", and keep outside sites in new tabs', async () => {
    const tool = await createTool(payload)
    const unapproved = await createTool(payload, { _status: 'draft' })
    const target = await createArticle([paragraph(text('The article linked to.'))])
    const article = await createArticle([
      paragraph(
        link('Tool page', internal('tools', tool.id)),
        link('Other article', internal('articles', target.id, true)),
        link('Unapproved tool', internal('tools', unapproved.id)),
        link('Full list', custom('/full-list')),
        link('Full list in a new tab', custom('/full-list', true)),
        link('Vendor site', custom('https://vendor.example/pricing')),
        link('Script', custom('javascript:alert(1)')),
      ),
    ])

    const anchor = await renderedLinks(article.slug!)
    expect(anchor('Tool page')).toEqual({ href: `/tools/${tool.slug}`, target: undefined, rel: undefined })
    expect(anchor('Other article')).toEqual({ href: `/resources/${target.slug}`, target: '_blank', rel: 'noopener noreferrer' })
    expect(anchor('Unapproved tool')).toBeNull()
    expect(anchor('Full list')).toEqual({ href: '/full-list', target: undefined, rel: undefined })
    expect(anchor('Full list in a new tab')).toEqual({ href: '/full-list', target: '_blank', rel: 'noopener noreferrer' })
    expect(anchor('Vendor site')).toEqual({ href: 'https://vendor.example/pricing', target: '_blank', rel: 'noopener noreferrer' })
    expect(anchor('Script')).toBeNull()
  })

  it('refuse an internal link to a collection without public pages', async () => {
    const user = await createUser(payload, ['user'])
    await expect(createArticle([paragraph(link('A user', internal('users', user.id)))])).rejects.toThrow(/invalid/i)
  })
})
