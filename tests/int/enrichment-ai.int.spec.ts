import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { categoriseTool } from '@/domains/enrichment/ai/categorize'
import { scoreCategory } from '@/domains/enrichment/ai/category-scoring'
import { fallbackFullDescription, fallbackKeyBenefits, fallbackSummary } from '@/domains/enrichment/ai/fallback-content'
import { generateKeyBenefits } from '@/domains/enrichment/ai/key-benefits'
import { NotEnoughSourceError } from '@/domains/enrichment/ai/source-text'
import { AiGenerationError } from '@/domains/enrichment/ai/structured'
import { generateToolContent } from '@/domains/enrichment/ai/tool-content'

import { startOpenAiServer, type OpenAiServer } from '../helpers/openai-server'

const categories = [
  { name: 'Candidate Sourcing', aliases: [{ alias: 'sourcing' }, { alias: 'talent sourcing' }] },
  { name: 'Interview Intelligence', aliases: [{ alias: 'interview notes' }, { alias: 'note taker' }] },
  { name: 'Resume Builder', aliases: [{ alias: 'resume optimization' }] },
]

const tool = {
  name: 'Fixture Sourcer',
  description: 'Fixture Sourcer finds passive candidates for recruiters. It ranks profiles by fit. Teams share shortlists.',
  features: ['AI candidate sourcing across 40 sites', 'personalised outreach sequences', 'Talent pool search'],
  pricing: 'Free plan; paid plans from $49 per month',
  integrations: ['Greenhouse', 'Lever'],
  crawledText: 'Source better candidates faster. Candidate sourcing for recruiting teams.',
}

let server: OpenAiServer

beforeAll(async () => {
  server = await startOpenAiServer()
})

afterAll(async () => {
  await server.close()
})

afterEach(() => {
  delete process.env.AI_BASE_URL
  delete process.env.AI_API_KEY
  delete process.env.AI_MODEL
})

function useProvider() {
  process.env.AI_BASE_URL = server.baseURL
  process.env.AI_API_KEY = 'test-key'
  process.env.AI_MODEL = 'test-model'
}

describe('AI through an OpenAI-compatible provider', () => {
  it('sends a structured-output chat request grounded in the tool text and parses the answer', async () => {
    useProvider()
    server.respondWith({ category: 'Candidate Sourcing', toolType: 'recruiter' })
    const before = server.requests.length
    const answer = await categoriseTool(tool, categories)
    expect(answer).toEqual({ category: 'Candidate Sourcing', toolType: 'recruiter', source: 'ai' })
    const request = server.requests[before]!
    expect(request.path).toBe('/v1/chat/completions')
    expect(request.authorization).toBe('Bearer test-key')
    expect(request.body.model).toBe('test-model')
    expect(request.body.response_format?.type).toBe('json_schema')
    const schema = JSON.stringify(request.body.response_format?.json_schema?.schema)
    expect(schema).toContain('Candidate Sourcing')
    expect(schema).toContain('Interview Intelligence')
    const prompt = JSON.stringify(request.body.messages)
    expect(prompt).toContain('AI candidate sourcing across 40 sites')
    expect(prompt).toContain('Never invent')
  })

  it('rejects a category outside the existing list', async () => {
    useProvider()
    server.respondWith({ category: 'Blockchain Recruiting', toolType: 'recruiter' })
    await expect(categoriseTool(tool, categories)).rejects.toBeInstanceOf(AiGenerationError)
  })

  it('reports a provider error', async () => {
    useProvider()
    server.respondWith({ status: 500, message: 'model overloaded' })
    await expect(generateKeyBenefits(tool)).rejects.toThrow(/AI provider call failed/)
  })

  it('validates key benefits (3–5) and content shape', async () => {
    useProvider()
    server.respondWith({ keyBenefits: ['Find passive candidates', 'Rank profiles by fit', 'Share shortlists'] })
    expect(await generateKeyBenefits(tool)).toEqual({
      keyBenefits: ['Find passive candidates', 'Rank profiles by fit', 'Share shortlists'],
      source: 'ai',
    })
    server.respondWith({ keyBenefits: ['Only one'] })
    await expect(generateKeyBenefits(tool)).rejects.toBeInstanceOf(AiGenerationError)
    server.respondWith({
      summary: 'Fixture Sourcer finds and ranks passive candidates for recruiters.',
      fullDescription: '## What it does\n\nFixture Sourcer finds passive candidates for recruiters and ranks their profiles by fit.',
      keyBenefits: ['Find passive candidates', 'Rank profiles by fit', 'Share shortlists'],
    })
    const content = await generateToolContent(tool)
    expect(content.source).toBe('ai')
    expect(content.fullDescription).toContain('## What it does')
  })
})

describe('offline fallback', () => {
  it('picks a category by name and alias evidence, never one without evidence', async () => {
    expect(await categoriseTool(tool, categories)).toEqual({ category: 'Candidate Sourcing', toolType: 'recruiter', source: 'fallback' })
    expect(scoreCategory('A meeting note taker that writes interview notes', categories)).toBe('Interview Intelligence')
    expect(scoreCategory('A spreadsheet for accountants', categories)).toBeNull()
  })

  it('builds benefits from features and a summary and description from the tool text only', async () => {
    expect(fallbackKeyBenefits(tool)).toEqual([
      'AI candidate sourcing across 40 sites',
      'Personalised outreach sequences',
      'Talent pool search',
      'It ranks profiles by fit',
      'Teams share shortlists',
    ])
    expect(fallbackSummary(tool)).toBe('Fixture Sourcer finds passive candidates for recruiters. It ranks profiles by fit.')
    const markdown = fallbackFullDescription(tool)
    expect(markdown).toContain('## Key features\n\n- AI candidate sourcing across 40 sites')
    expect(markdown).toContain('Fixture Sourcer connects with Greenhouse, Lever.')
    expect(markdown).toContain('Free plan; paid plans from $49 per month')
    expect((await generateKeyBenefits(tool)).source).toBe('fallback')
  })

  it('tops benefits up to at least 3 from the tool\'s own sentences, and refuses when there are fewer', async () => {
    const sparse = {
      name: 'Sparse',
      description: 'Sparse schedules interviews for recruiters.',
      features: ['Calendar sync'],
      crawledText: 'Menu Pricing Login. Candidates pick a time that suits them. Reminders go out by text the day before.',
    }
    expect(fallbackKeyBenefits(sparse)).toEqual([
      'Calendar sync',
      'Candidates pick a time that suits them',
      'Reminders go out by text the day before',
      'Sparse schedules interviews for recruiters',
    ])
    expect((await generateKeyBenefits(sparse)).keyBenefits).toHaveLength(4)
    const tooLittle = { name: 'Tiny', description: 'Tiny books interviews.', features: ['Calendar sync'] }
    expect(() => fallbackKeyBenefits(tooLittle)).toThrow(NotEnoughSourceError)
    await expect(generateKeyBenefits(tooLittle)).rejects.toThrow(/fewer than 3 facts/)
    await expect(generateToolContent(tooLittle)).rejects.toThrow(/fewer than 3 facts/)
  })

  it('refuses to write about a tool with no text', async () => {
    await expect(generateKeyBenefits({ name: 'Empty' })).rejects.toBeInstanceOf(NotEnoughSourceError)
    await expect(generateToolContent({ name: 'Empty', features: ['x y'] })).rejects.toBeInstanceOf(NotEnoughSourceError)
  })
})
