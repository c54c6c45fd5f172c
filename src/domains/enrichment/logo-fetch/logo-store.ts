import { env } from '@/platform/env'

import { bucketLogoStore } from './logo-bucket-store'
import { diskLogoStore } from './logo-disk-store'

/**
 * Where stored logos live, by key "tool-logos/{toolId}/{file}": the S3 bucket when S3_* is set
 * (every instance and worker sees the same objects), otherwise media/ on this machine's disk.
 */
export type LogoStore = {
  write(key: string, body: Buffer, contentType: string): Promise<void>
  /** The bytes, or null when there is no such logo. */
  read(key: string): Promise<Uint8Array | null>
  /** Removes every object under the prefix ("tool-logos/{toolId}/"). */
  removeAll(prefix: string): Promise<void>
}

export function logoStore(): LogoStore {
  return env.s3 ? bucketLogoStore(env.s3) : diskLogoStore
}
