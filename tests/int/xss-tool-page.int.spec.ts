import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { renderToolPage } from '../helpers/render-tool-page'
import { expectInert, jsonLdBlocks } from '../helpers/xss-assertions'
import { MARKDOWN_PAYLOADS, TEXT_PAYLOADS, UNSAFE_URLS } from '../helpers/xss-payloads'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('a tool page with vendor-written script in every field', () => {
  it.each(TEXT_PAYLOADS.map((payload, index) => [payload, index]))('shows %j as words and runs nothing', async (text, index) => {
    const unsafeUrl = UNSAFE_URLS[index % UNSAFE_URLS.length]
    const category = await payload.create({
      collection: 'categories',
      data: { name: `${text} ${randomUUID().slice(0, 6)}`, toolType: 'recruiter' } as never,
      overrideAccess: true,
      context: { seedWrite: true },
    })
    const name = `${text} ${randomUUID().slice(0, 6)}`
    const tool = await createTool(payload, {
      name,
      category: category.id,
      description: text,
      detailedDescription: text,
      // Said beyond the description, so the page shows it (a summary that repeats the description is left out).
      toolSummary: `${text} in short`,
      pricing: text,
      features: [text, 'A plain feature'],
      benefits: [text],
      integrationOptions: [text],
      fullDescription: MARKDOWN_PAYLOADS.join('\n\n'),
      logo: unsafeUrl,
      screenshotUrl: unsafeUrl,
      sourceUrl: unsafeUrl,
      affiliateLink: unsafeUrl,
    })
    const $ = expectInert(await renderToolPage(tool.slug!))

    // HTML parsing turns CR LF into LF; everything else must read exactly as typed.
    const shown = (value: string) => value.replace(/\r\n?/g, '\n')
    expect($('h1').text()).toBe(shown(name))
    const section = (title: string) => $('section').filter((_, element) => $(element).find('h2').first().text() === title)
    expect(section('Key Features').find('li').first().text()).toBe(shown(text))
    expect(section('Benefits').find('li').first().text()).toBe(shown(text))
    expect(section('Quick Summary').find('p').text()).toBe(shown(`${text} in short`))
    // Integrations no catalogue row names yet are listed as plain chips.
    expect(section('Integrations').find('ul li').first().text()).toBe(shown(text))
    // The structured data reads back exactly what the vendor typed.
    const blocks = jsonLdBlocks($) as { '@type': string; name?: string; description?: string; itemListElement?: { name: string }[] }[]
    const app = blocks.find((block) => block['@type'] === 'SoftwareApplication')
    expect(app?.name).toBe(name)
    expect(app?.description).toBe(text)
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement?.map((item) => item.name)).toEqual(['Home', category.name, name])
  })
})
