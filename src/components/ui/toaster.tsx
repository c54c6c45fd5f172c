'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { subscribeToToasts, toastRaised } from './toast'
import { whenIdle } from './when-idle'

/**
 * One toast library for the whole site (sonner), with its defaults: up to 3 visible. Nothing of it
 * runs while the page starts: sonner's toaster is loaded and mounted when the browser is next idle
 * (within 5 s), or at once if a toast comes first (sonner replays the active toasts to a toaster
 * that subscribes late). Mounted early, it shows a toast as soon as one is raised.
 */
const Sonner = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false })

export function Toaster() {
  const raised = useSyncExternalStore(subscribeToToasts, toastRaised, () => false)
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), 5000), [])
  // Sonner sets a system font stack of its own: the toasts take the site's font instead.
  return raised || idle ? <Sonner position="top-right" richColors closeButton visibleToasts={3} style={{ fontFamily: 'inherit' }} /> : null
}
