'use client'

import { Toaster as Sonner } from 'sonner'

/** One toast library for the whole site (sonner), with its defaults: up to 3 visible. */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton visibleToasts={3} />
}
