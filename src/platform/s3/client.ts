import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

import type { S3Settings } from '@/platform/env'

/** One client configuration for Payload's media adapter and the tool-logo store, so both reach the same bucket the same way. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  }
}

let client: { settings: S3Settings; s3: S3Client } | undefined

/** The logo store's client, kept for the process (it holds a keep-alive connection pool). */
export function s3Client(settings: S3Settings): S3Client {
  if (client?.settings !== settings) client = { settings, s3: new S3Client(s3ClientConfig(settings)) }
  return client.s3
}
