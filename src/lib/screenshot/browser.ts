import { chromium, type Browser } from 'playwright-core'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium'
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
}
