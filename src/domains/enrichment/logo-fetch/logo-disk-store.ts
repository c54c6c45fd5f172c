import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/platform/env'

import type { LogoStore } from './logo-store'

const root = () => env.MEDIA_DIR

/** The default: files under media/, which one machine's processes share. */
export const diskLogoStore: LogoStore = {
  async write(key, body) {
    const file = path.join(root(), key)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, body)
  },
  async read(key) {
    try {
      return new Uint8Array(await readFile(path.join(root(), key)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  },
  async removeAll(prefix) {
    await rm(path.join(root(), prefix), { recursive: true, force: true })
  },
}
