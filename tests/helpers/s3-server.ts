import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

const TEST_BUCKET = 'hirestack-media'

export type TestS3 = {
  /** The S3_* settings that point the app at this server. */
  env: Record<string, string>
  /** Every key in the bucket, sorted, as an S3 client lists them. */
  keys(prefix?: string): Promise<string[]>
  close(): Promise<void>
}

/** An S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, objects kept in a temporary folder. */
export async function startS3Server(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'hirestack-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] })
  const { port } = await server.run()
  // s3rver accepts only its own fixed key pair.
  const env = {
    S3_BUCKET: TEST_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  })
  return {
    env,
    async keys(prefix) {
      const { Contents } = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }))
      return (Contents ?? []).map((object) => object.Key!).sort()
    },
    async close() {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
