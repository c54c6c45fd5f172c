import { chromium, type Browser } from 'playwright-core'

import { env } from '@/platform/env'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Pages are fetched for Chromium through the app's guarded fetch (capture-page.ts); any
  // connection Chromium would still open itself (preconnect, WebRTC) goes to a port where
  // nothing listens, loopback included.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--force-webrtc-ip-handling-policy',
  '--dns-prefetch-disable',
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: env.CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
}
