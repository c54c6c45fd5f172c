'use client'

/** Sonner: the same chunk as the `Toaster`. */
const sonner = () => import('sonner').then((module) => module.toast)

let raised = false
const listeners = new Set<() => void>()

/** Whether the page has raised a toast yet: the `Toaster` mounts sonner's at once if it has not yet. */
export const toastRaised = () => raised

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function raise(show: (toast: Awaited<ReturnType<typeof sonner>>) => unknown) {
  if (!raised) {
    raised = true
    for (const listener of listeners) listener()
  }
  void sonner().then(show)
}

/**
 * Every toast is a title and a description, so all messages read alike: destructive (red) for
 * errors only; a request to sign in first is information, not an error.
 */
export const toast = {
  success: (title: string, description?: string) => raise((show) => show.success(title, { description })),
  error: (title: string, description?: string) => raise((show) => show.error(title, { description })),
  info: (title: string, description?: string) => raise((show) => show(title, { description })),
}
