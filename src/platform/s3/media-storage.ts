import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { S3Settings } from '@/platform/env'

import { s3ClientConfig } from './client'

/**
 * Media uploads (and their image sizes) go to the bucket when S3 is configured; without it the
 * plugin stays registered but disabled, so the schema (its prefix and _objectKey columns) and the
 * admin import map are the same in both modes and one set of migrations fits every deployment.
 * Keys are the bare file names, as under media/ on disk, so a sync of that folder fills a bucket.
 */
export function mediaStorage(settings: S3Settings | null): Plugin {
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
  })
}
