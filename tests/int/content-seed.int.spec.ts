import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedArticleDocs } from '@/seed/articles-seed'
import { seedCategoryDocs } from '@/seed/categories'
import { seedTools } from '@/seed/data'
import { seedIntegrationDocs } from '@/seed/integrations'
import { seedPageGlobals } from '@/seed/pages-seed'
import { seedToolDocs } from '@/seed/tools'

import { testPayload } from '../helpers/payload'

type Node = { type: string; text?: string; tag?: string; children?: Node[]; fields?: Record<string, unknown> }

let payload: Payload

const walk = (node: Node, visit: (node: Node) => void) => {
  visit(node)
  node.children?.forEach((child) => walk(child, visit))
}

async function article(slug: string) {
  const { docs } = await payload.find({ collection: 'articles', where: { slug: { equals: slug } }, overrideAccess: false })
  expect(docs, `published article ${slug}`).toHaveLength(1)
  const nodes: Node[] = []
  walk(docs[0]!.body.root, (node) => nodes.push(node))
  const words = nodes.reduce((sum, node) => sum + (node.text ? node.text.split(/\s+/).filter(Boolean).length : 0), 0)
  const links = nodes.filter((node) => node.type === 'link').map((node) => node.fields as { url: string; newTab?: boolean })
  const blocks = nodes.filter((node) => node.type === 'block').map((node) => node.fields as Record<string, unknown>)
  return { doc: docs[0]!, nodes, words, links, blocks }
}

beforeAll(async () => {
  payload = await testPayload()
  // Tool link cards validate their tool, so the directory comes first (as in the real seed).
  await seedToolDocs(payload, seedTools, { categories: await seedCategoryDocs(payload), integrations: await seedIntegrationDocs(payload) })
  await seedArticleDocs(payload)
  await seedPageGlobals(payload)
}, 300_000)

describe('seeded articles', () => {
  it('are idempotent by slug and keep editors’ changes', async () => {
    const { doc } = await article('ethical-ai-hiring')
    await payload.update({ collection: 'articles', id: doc.id, data: { excerpt: 'Edited by an editor.' }, overrideAccess: true, context: { seedWrite: true } })
    expect(await seedArticleDocs(payload)).toBe(0)
    expect(await seedPageGlobals(payload)).toBe(0)
    const again = await article('ethical-ai-hiring')
    expect(again.doc.excerpt).toBe('Edited by an editor.')
    await payload.update({ collection: 'articles', id: doc.id, data: { excerpt: doc.excerpt }, overrideAccess: true, context: { seedWrite: true } })
  })

  it.each(['best-ai-sourcing-tools', 'ai-interview-assistants', 'ai-hiring-strategies', 'ethical-ai-hiring', 'reducing-bias-with-ai'])(
    '%s is published with at least 800 words, real headings and SEO fields',
    async (slug) => {
      const { doc, nodes, words } = await article(slug)
      expect(words).toBeGreaterThanOrEqual(800)
      expect(nodes.filter((node) => node.type === 'heading' && node.tag === 'h2').length).toBeGreaterThanOrEqual(2)
      expect(doc.seo?.title).toBeTruthy()
      expect(doc.seo?.description).toBeTruthy()
      expect(doc.publishedAt).toBeTruthy()
    },
  )

  it('the sourcing comparison links every tool and holds the comparison table', async () => {
    const { links, blocks } = await article('best-ai-sourcing-tools')
    const urls = links.map((link) => link.url)
    for (const slug of ['peoplegpt', 'findem', 'herohunt', 'hireflow', 'hireez', 'seekout', 'magical']) {
      expect(urls).toContain(`/tools/${slug}`)
    }
    expect(urls).toContain('/full-list')
    const table = blocks.find((block) => block.blockType === 'comparisonTable') as { rows: { slug: string }[] } | undefined
    expect(table?.rows.map((row) => row.slug)).toEqual(['peoplegpt', 'findem', 'herohunt', 'hireflow', 'hireez', 'seekout', 'magical'])
    expect(blocks.some((block) => block.blockType === 'toolLink')).toBe(true)
  })

  it('the interview assistants guide opens vendor sites in new tabs and keys its price tiers', async () => {
    const { links, nodes } = await article('ai-interview-assistants')
    const external = links.filter((link) => /^https?:\/\//.test(link.url))
    expect(external.length).toBeGreaterThanOrEqual(5)
    expect(external.every((link) => link.newTab === true)).toBe(true)
    expect(links.filter((link) => link.url.startsWith('/')).every((link) => !link.newTab)).toBe(true)
    const text = nodes.map((node) => node.text ?? '').join(' ')
    expect(text).toContain('under $15/mo')
    expect(text).toContain('$15–40/mo')
    expect(text).toContain('$50–100/mo')
    expect(text).toContain('enterprise')
  })

  it('the bias guide cross-links the hiring strategies and ethics guides', async () => {
    const { links } = await article('reducing-bias-with-ai')
    const urls = links.map((link) => link.url)
    expect(urls).toContain('/resources/ai-hiring-strategies')
    expect(urls).toContain('/resources/ethical-ai-hiring')
  })
})

describe('seeded static pages', () => {
  it('privacy policy has every required section', async () => {
    const page = await payload.findGlobal({ slug: 'privacy-policy', overrideAccess: false })
    expect(page.introduction).toBeTruthy()
    expect(page.sections?.map((section) => section.heading)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Data Security',
      'Cookies',
      'Third-Party Links',
      'Changes to This Policy',
    ])
    const collected = JSON.stringify(page.sections?.[0]?.body)
    for (const topic of ['Account creation', 'Newsletter', 'Contact', 'Surveys']) expect(collected).toContain(topic)
    expect(page.contact?.heading).toBe('Contact Us')
  })

  it('help center answers the required questions', async () => {
    const page = await payload.findGlobal({ slug: 'help-center', overrideAccess: false })
    const questions = page.faqs?.map((faq) => faq.question).join('\n') ?? ''
    expect(questions).toMatch(/submit a tool/i)
    expect(questions).toMatch(/verified/i)
    expect(questions).toMatch(/feature my tool/i)
    expect(page.support?.linkLabel).toBe('Contact Support')
  })

  it('review process lists the seven criteria, social proof optional', async () => {
    const page = await payload.findGlobal({ slug: 'review-process', overrideAccess: false })
    expect(page.criteria?.map((criterion) => criterion.title)).toEqual([
      'Clear value proposition',
      'Real AI, if AI is claimed',
      'Credibility',
      'Usability',
      'Utility',
      'Differentiation',
      'Social proof',
    ])
    expect(page.criteria?.filter((criterion) => criterion.optional).map((criterion) => criterion.title)).toEqual(['Social proof'])
    expect(page.closing?.text).toMatch(/broken link, misleading information/)
  })

  it('only staff can edit the static pages', async () => {
    await expect(
      payload.updateGlobal({ slug: 'privacy-policy', data: { title: 'Hacked' }, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })
})
