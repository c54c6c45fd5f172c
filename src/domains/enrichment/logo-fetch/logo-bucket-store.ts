import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'

import type { S3Settings } from '@/platform/env'
import { s3Client } from '@/platform/s3/client'

import type { LogoStore } from './logo-store'

/** Logos as objects in the media bucket, under the same keys they have below media/ on disk. */
export function bucketLogoStore(settings: S3Settings): LogoStore {
  const s3 = s3Client(settings)
  const Bucket = settings.bucket
  return {
    async write(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }))
    },
    async read(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }))
        return object.Body ? await object.Body.transformToByteArray() : null
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async removeAll(prefix) {
      let ContinuationToken: string | undefined
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }))
        // One request per object: a tool has a handful of logos.
        for (const { Key } of page.Contents ?? []) if (Key) await s3.send(new DeleteObjectCommand({ Bucket, Key }))
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}

// By name and status, not instanceof: the SDK may be bundled into more than one server chunk.
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || $metadata?.httpStatusCode === 404
}
