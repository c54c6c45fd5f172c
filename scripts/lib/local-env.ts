import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const DATA_DIR = path.resolve(process.cwd(), '.data')

/** Loads `.env` (if present) without overriding variables already set by the caller. */
export function loadDotEnv(): void {
  const file = path.resolve(process.cwd(), '.env')
  if (fs.existsSync(file)) process.loadEnvFile(file)
}

/**
 * A PAYLOAD_SECRET for the embedded default: generated once, kept in .data/ (git-ignored), so
 * sessions survive restarts. Production passes its own secret and never reaches this.
 */
export function localPayloadSecret(): string {
  const file = path.join(DATA_DIR, 'payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true })
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}
