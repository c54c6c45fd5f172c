import { describe, expect, it } from 'vitest'

import { parsePage } from '@/domains/enrichment/crawler/parse-page'

const page = (head: string) => parsePage(`<html><head>${head}</head><body><main><p>A tool.</p></main></body></html>`, 'https://tool.example/')
const urls = (head: string) => page(head).logoCandidates.map((candidate) => candidate.url.replace('https://tool.example', ''))

describe("a site's logo candidates, best first", () => {
  it('puts the touch icon, then sharp declared icons by size, the OG image, then the small icons and /favicon.ico', () => {
    const head = `
      <link rel="icon" sizes="16x16" href="/icon-16.png">
      <meta property="og:image" content="/social.png">
      <link rel="icon" sizes="96x96" href="/icon-96.png">
      <link rel="icon" sizes="32x32" href="/icon-32.png">
      <link rel="icon" href="/mark.svg">
      <link rel="apple-touch-icon" href="/touch.png">`
    expect(urls(head)).toEqual(['/touch.png', '/mark.svg', '/icon-96.png', '/social.png', '/icon-32.png', '/icon-16.png', '/favicon.ico'])
  })

  it('offers the OG image before /favicon.ico when a site declares no icon', () => {
    expect(urls('<meta property="og:image" content="https://cdn.example/card.png">')).toEqual(['https://cdn.example/card.png', '/favicon.ico'])
  })
})
