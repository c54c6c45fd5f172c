'use client'

import dynamic from 'next/dynamic'
import { useSyncExternalStore } from 'react'

import { toasterRequest } from './toast'

const Sonner = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false })

/** One toast library for the whole site (sonner), with its defaults: up to 3 visible; mounted with the first toast. */
export function Toaster() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.requested, () => false)
  if (!requested) return null
  return <Sonner position="top-right" richColors closeButton visibleToasts={3} />
}
