import { load, type CheerioAPI } from 'cheerio'
import { expect } from 'vitest'

import { EVENT_ATTRIBUTE, FORBIDDEN_ELEMENTS, isAllowedAddress } from './xss-payloads'

const ADDRESS_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background']

/**
 * Asserts that rendered markup can run nothing: no script but JSON-LD, no forbidden element, no
 * event-handler attribute, no address with a scheme other than http(s)/mailto:/tel: or a site path.
 * Returns the parsed document for further checks.
 */
export function expectInert(html: string): CheerioAPI {
  const $ = load(html)
  const scripts = $('script').filter((_, element) => $(element).attr('type') !== 'application/ld+json')
  expect(scripts.length, `a script element: ${scripts.first().toString()}`).toBe(0)
  for (const name of FORBIDDEN_ELEMENTS.filter((tag) => tag !== 'script')) {
    // The site's own icons are svg: hidden from assistive tech (lucide) or drawn from the sprite.
    const own = name === 'svg' ? ':not([aria-hidden]):not(.sprite-icon)' : ''
    expect($(`${name}${own}`).length, `a <${name}> element`).toBe(0)
  }
  $('*').each((_, element) => {
    if (!('attribs' in element)) return
    for (const [name, value] of Object.entries(element.attribs)) {
      expect(EVENT_ATTRIBUTE.test(name), `attribute ${name}="${value}" on <${element.tagName}>`).toBe(false)
      if (ADDRESS_ATTRIBUTES.includes(name.toLowerCase())) {
        expect(isAllowedAddress(value), `${name}="${value}" on <${element.tagName}>`).toBe(true)
      }
    }
  })
  return $
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdBlocks($: CheerioAPI): unknown[] {
  return $('script[type="application/ld+json"]')
    .map((_, element) => JSON.parse($(element).text()) as unknown)
    .get()
}
