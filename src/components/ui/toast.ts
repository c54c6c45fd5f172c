'use client'

/** Sonner, loaded on the first toast (the same chunk as the lazily loaded `Toaster`). */
const sonner = () => import('sonner').then((module) => module.toast)

/** Toasts as the spec names them: a title and a description, destructive for errors. */
export const toast = {
  success: (title: string, description?: string) => void sonner().then((show) => show.success(title, { description })),
  error: (title: string, description?: string) => void sonner().then((show) => show.error(title, { description })),
  info: (title: string, description?: string) => void sonner().then((show) => show(title, { description })),
}
