'use client'

import { toast as sonner } from 'sonner'

/** Toasts as the spec names them: a title and a description, destructive for errors. */
export const toast = {
  success: (title: string, description?: string) => sonner.success(title, { description }),
  error: (title: string, description?: string) => sonner.error(title, { description }),
  info: (title: string, description?: string) => sonner(title, { description }),
}
