import { afterEach, describe, expect, it, vi } from 'vitest'

/** S3_* is all or nothing: the environment module (read by the app, the worker and the build) refuses half a bucket. */
const FULL = {
  S3_BUCKET: 'hirestack-media',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
}

async function loadEnv(settings: Record<string, string>) {
  vi.unstubAllEnvs()
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value)
  vi.resetModules()
  return (await import('@/platform/env')).env
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('S3 settings', () => {
  it('are off when none is set: uploads stay in media/', async () => {
    expect((await loadEnv({})).s3).toBeNull()
  })

  it('need bucket, region and both keys; endpoint and path style are for S3-compatible servers', async () => {
    expect((await loadEnv(FULL)).s3).toEqual({
      bucket: 'hirestack-media',
      region: 'eu-central-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    })
    expect((await loadEnv({ ...FULL, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    })
  })

  it('name what is missing when only some are set', async () => {
    await expect(loadEnv({ S3_BUCKET: 'hirestack-media', S3_REGION: 'eu-central-1' })).rejects.toThrow(
      /S3 is partly configured: missing S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\./,
    )
    await expect(loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).rejects.toThrow(
      /missing S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    )
    await expect(loadEnv({ S3_FORCE_PATH_STYLE: 'true' })).rejects.toThrow(/S3 is partly configured/)
  })

  it('refuse an endpoint that is not a URL and a path style that is not a boolean', async () => {
    await expect(loadEnv({ ...FULL, S3_ENDPOINT: 'minio:9000' })).rejects.toThrow(/Invalid environment[\s\S]*S3_ENDPOINT/)
    await expect(loadEnv({ ...FULL, S3_FORCE_PATH_STYLE: 'yes' })).rejects.toThrow(/Invalid environment[\s\S]*S3_FORCE_PATH_STYLE/)
  })
})
