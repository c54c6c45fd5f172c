import { randomUUID } from 'node:crypto'

import { load } from 'cheerio'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import Markdown from 'react-markdown'
import { beforeAll, describe, expect, it } from 'vitest'

import * as llms from '@/app/(frontend)/llms.txt/route'
import * as rss from '@/app/(frontend)/resources/rss.xml/route'
import { env } from '@/platform/env'
import { editorState } from '@/seed/lexical-markdown'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** Markdown a vendor might put in a name to add a link or heading of its own to llms.txt. */
const MARKDOWN_NAMES = ['Evil](javascript:window.__xss=1) [x', '![img](javascript:window.__xss=1)', 'Tool\n\n## Fake heading\n- [Phish](https://evil.example)', '<a href="javascript:window.__xss=1">Tool</a>']

describe('llms.txt', () => {
  it('lists a vendor name that looks like markdown as words, with only the site’s own links', async () => {
    const id = randomUUID().slice(0, 6)
    const tools = await Promise.all(
      MARKDOWN_NAMES.map((name, index) =>
        createTool(payload, { name: `${name} ${id}${index}`, toolType: 'everyone', isSponsored: true, sponsoredOrder: -1_000 - index, description: `${name} description` }),
      ),
    )
    const text = await (await llms.GET()).text()
    // Read it as a markdown reader would, keeping every address as written.
    const $ = load(renderToStaticMarkup(createElement(Markdown, { urlTransform: (url: string) => url }, text)))
    const hrefs = $('a').map((_, a) => $(a).attr('href')).get()
    expect(hrefs.filter((href) => !href.startsWith(env.SERVER_URL.replace(/\/$/, '')))).toEqual([])
    expect($('img').length).toBe(0)
    expect($('h2').map((_, h) => $(h).text()).get()).not.toContain('Fake heading')
    for (const tool of tools) {
      const anchor = $(`a[href$="/tools/${tool.slug}"]`)
      expect(anchor.length).toBe(1)
      expect(anchor.text()).toBe(tool.name.replace(/\s+/g, ' '))
    }
  })
})

describe('RSS', () => {
  it('carries an article title and excerpt with markup as text', async () => {
    const hostile = `</title><script>window.__xss=1</script><![CDATA[ & ]]> ${randomUUID().slice(0, 6)}`
    await payload.create({
      collection: 'articles',
      data: { title: hostile, group: 'guide', excerpt: hostile, body: editorState([{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text: hostile, detail: 0, format: 0, mode: 'normal', style: '' }] }]) as never, _status: 'published' },
      overrideAccess: true,
      context: { seedWrite: true },
    })
    const $ = load(await (await rss.GET()).text(), { xml: true })
    const item = $('item').filter((_, element) => $(element).find('title').text() === hostile)
    expect(item.length).toBe(1)
    expect(item.find('description').text()).toBe(hostile)
    expect($('script').length).toBe(0)
  })
})
