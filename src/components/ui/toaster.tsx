'use client'

import dynamic from 'next/dynamic'
import { useSyncExternalStore } from 'react'

import { subscribeToToasts, toastRaised } from './toast'

/**
 * One toast library for the whole site (sonner), with its defaults: up to 3 visible. Nothing of it
 * loads or runs with the page: a toast only ever follows an action, so sonner's toaster is mounted
 * when the page raises its first toast, and shows it (sonner replays the active toasts to a toaster
 * that subscribes late).
 */
const Sonner = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false })

export function Toaster() {
  const raised = useSyncExternalStore(subscribeToToasts, toastRaised, () => false)
  return raised ? <Sonner position="top-right" richColors closeButton visibleToasts={3} /> : null
}
