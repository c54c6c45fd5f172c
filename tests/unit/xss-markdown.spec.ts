import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ToolMarkdown } from '@/components/tools/tool-markdown'

import { expectInert } from '../helpers/xss-assertions'
import { MARKDOWN_PAYLOADS, UNSAFE_URLS } from '../helpers/xss-payloads'

const render = (source: string) => renderToStaticMarkup(createElement(ToolMarkdown, { source }))

describe('tool description markdown', () => {
  it.each(MARKDOWN_PAYLOADS.map((payload) => [payload]))('renders %j with nothing that can run', (payload) => {
    const $ = expectInert(render(`Intro paragraph.\n\n${payload}\n\nClosing paragraph.`))
    expect($('p').first().text()).toBe('Intro paragraph.')
    expect($('p').last().text()).toBe('Closing paragraph.')
  })

  it.each(UNSAFE_URLS.map((url) => [url]))('keeps the words of a link to %j, never a link that leaves the allowed schemes', (url) => {
    // Markdown itself may refuse the address (a line break) or percent-encode it (`/%5Cevil`, a
    // path here); either way the words stay and no anchor gets a script or off-site-path address.
    const $ = expectInert(render(`See [the pricing page](<${url}>) for plans.`))
    expect($('p').text()).toContain('the pricing page')
    expect($('a').filter((_, a) => /script|data/i.test($(a).attr('href') ?? '')).length).toBe(0)
  })

  it('keeps http(s), mailto: and same-site links, marked noopener noreferrer nofollow', () => {
    const $ = expectInert(render('[Site](https://vendor.example/pricing) [Mail](mailto:sales@vendor.example) [Full list](/full-list) <https://auto.example>'))
    expect($('a').map((_, a) => [[$(a).attr('href'), $(a).attr('rel')]]).get()).toEqual([
      ['https://vendor.example/pricing', 'noopener noreferrer nofollow'],
      ['mailto:sales@vendor.example', 'noopener noreferrer nofollow'],
      ['/full-list', 'noopener noreferrer nofollow'],
      ['https://auto.example/', 'noopener noreferrer nofollow'],
    ])
  })

  it('shows link text that looks like HTML as words, never as markup', () => {
    const $ = expectInert(render('[<b>bold</b> & <i>co</i>](https://vendor.example)'))
    expect($('a b, a i').length).toBe(0)
    expect($('a').attr('href')).toBe('https://vendor.example/')
  })

  it('keeps the formatting the content job writes: headings, lists, tables, emphasis', () => {
    const $ = expectInert(render('## Overview\n\n- **Fast** sourcing\n- _Fair_ screening\n\n1. One\n2. Two\n\n| A | B |\n| - | - |\n| 1 | 2 |'))
    expect($('h2').text()).toBe('Overview')
    expect($('ul li').length).toBe(2)
    expect($('ul strong').text()).toBe('Fast')
    expect($('ol li').length).toBe(2)
    expect($('table td').map((_, td) => $(td).text()).get()).toEqual(['1', '2'])
  })
})
