'use client'

import dynamic from 'next/dynamic'

/**
 * One toast library for the whole site (sonner), with its defaults: up to 3 visible. Loaded after
 * the page has hydrated (a toast only ever follows an action), so its code is not part of what a
 * page downloads and runs before its first paint; a toast raised before it has loaded is shown once
 * it has (sonner replays the active toasts to a toaster that subscribes late).
 */
const Sonner = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false })

export function Toaster() {
  return <Sonner position="top-right" richColors closeButton visibleToasts={3} />
}
