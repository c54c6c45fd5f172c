import type { ZodError } from 'zod'

/** What every server action of the revenue flows returns. */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string> }

export function invalidInput(error: ZodError, message = 'Please check the highlighted fields.'): ActionResult<never> {
  const fieldErrors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.')
    if (key && !fieldErrors[key]) fieldErrors[key] = issue.message
  }
  return { ok: false, error: message, fieldErrors }
}
