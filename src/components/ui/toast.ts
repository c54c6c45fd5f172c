'use client'

type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | null = null
let requested = false
const listeners = new Set<() => void>()

/**
 * sonner (and the Toaster that shows it) loads with the first toast, not with every page: most
 * visits never show one. Toasts raised before the Toaster subscribes are replayed by sonner.
 */
function show(render: (module: Sonner) => void) {
  sonner ??= import('sonner')
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  void sonner.then(render)
}

/** For the Toaster: whether a toast has been asked for, and a subscription to that moment. */
export const toasterRequest = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  requested: () => requested,
}

/** Toasts as the spec names them: a title and a description, destructive for errors. */
export const toast = {
  success: (title: string, description?: string) => show(({ toast: sonnerToast }) => sonnerToast.success(title, { description })),
  error: (title: string, description?: string) => show(({ toast: sonnerToast }) => sonnerToast.error(title, { description })),
  info: (title: string, description?: string) => show(({ toast: sonnerToast }) => sonnerToast(title, { description })),
}
