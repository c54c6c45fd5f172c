import { afterEach, describe, expect, it, vi } from 'vitest'

/** The environment module: parsed once at start, a missing production setting stops the start, live settings re-read. */
async function loadEnv(settings: Record<string, string>) {
  vi.unstubAllEnvs()
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value)
  vi.resetModules()
  return import('@/platform/env')
}

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URI: 'postgres://app@db:5432/hirestack',
  PAYLOAD_SECRET: 'a-long-production-secret',
  SERVER_URL: 'https://hirestack.example',
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('environment', () => {
  it('starts in production with the database, the secret and the public address', async () => {
    const { env } = await loadEnv(PRODUCTION)
    expect(env).toMatchObject({ isProduction: true, SERVER_URL: 'https://hirestack.example', RATE_LIMIT_SCALE: 1, PORT: 3000 })
  })

  it('reads the public address without a trailing slash, so links never carry a double one', async () => {
    const { env } = await loadEnv({ ...PRODUCTION, SERVER_URL: 'https://hirestack.example//' })
    expect(env.SERVER_URL).toBe('https://hirestack.example')
  })

  it.each(['DATABASE_URI', 'PAYLOAD_SECRET', 'SERVER_URL'])('refuses to start in production without %s, and names it', async (key) => {
    await expect(loadEnv({ ...PRODUCTION, [key]: '' })).rejects.toThrow(new RegExp(`Missing required production settings: ${key}\\. See \\.env\\.example\\.`))
  })

  it('lets the build compile without them (it reads no database and signs nothing)', async () => {
    const { env } = await loadEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })
    expect(env.isProduction).toBe(true)
  })

  it.each([
    ['RATE_LIMIT_SCALE', '0'],
    ['PORT', 'eighty'],
    ['SERVER_URL', 'not a url'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
  ])('names an invalid %s', async (key, value) => {
    await expect(loadEnv({ [key]: value })).rejects.toThrow(new RegExp(`Invalid environment:[\\s\\S]*${key}`))
  })

  it('reads the live settings again on each call, so a test or the worker can switch them', async () => {
    const { liveEnv } = await loadEnv({})
    expect(liveEnv().JOBS_AUTORUN).toBeUndefined()
    vi.stubEnv('JOBS_AUTORUN', '1')
    vi.stubEnv('STRIPE_API_PORT', '12111')
    expect(liveEnv()).toMatchObject({ JOBS_AUTORUN: '1', STRIPE_API_PORT: 12111 })
    vi.stubEnv('JOBS_AUTORUN', 'maybe')
    expect(() => liveEnv()).toThrow(/Invalid environment:[\s\S]*JOBS_AUTORUN/)
  })
})
