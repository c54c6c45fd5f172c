/** What every server action returns: data on success, a message (and per-field messages) otherwise. */
export type ActionResult<T, Code extends string = string> =
  | { ok: true; data: T }
  | { ok: false; error: string; code?: Code; fieldErrors?: Record<string, string> }

export const fail = (error: string, fieldErrors?: Record<string, string>): { ok: false; error: string; fieldErrors?: Record<string, string> } => ({
  ok: false,
  error,
  fieldErrors,
})

/** The first message per field of a failed zod parse, keyed by field name. */
export function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return errors
}
