import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { JsonLd } from '@/components/layout/json-ld'

import { expectInert, jsonLdBlocks } from '../helpers/xss-assertions'
import { TEXT_PAYLOADS } from '../helpers/xss-payloads'

describe('JSON-LD', () => {
  it.each(TEXT_PAYLOADS.map((payload) => [payload]))('keeps %j inside its script and reads it back unchanged', (payload) => {
    const data = { '@type': 'SoftwareApplication', name: payload, offers: { description: `${payload} & more` }, keywords: [payload] }
    const script = renderToStaticMarkup(createElement(JsonLd, { data }))
    // Nothing in the script's text may end it, open a comment in it, or break a line for old parsers.
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'))
    expect(body).not.toMatch(/[<>&\u2028\u2029]/)
    const $ = expectInert(`<!doctype html><html><head>${script}</head><body><p id="after">after</p></body></html>`)
    expect($('#after').text()).toBe('after')
    expect(jsonLdBlocks($)).toEqual([data])
  })
})
