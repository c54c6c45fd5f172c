'use client'

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { toast } from '@/components/ui/toast'

/**
 * Shows a refused action's messages: beside the fields it names (announced, as the field shows
 * them with role="alert"), else as a toast with the action's own words.
 */
export function showActionErrors<T extends FieldValues>(
  result: { error: string; fieldErrors?: Record<string, string> },
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const named = Object.entries(result.fieldErrors ?? {}).filter(([name]) => (fields as readonly string[]).includes(name))
  for (const [name, message] of named) setError(name as Path<T>, { message })
  if (named.length === 0) toast.error('Error', result.error)
}
