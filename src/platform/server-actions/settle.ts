import type { SafeActionResult } from 'next-safe-action'

import type { ActionResult } from '@/platform/ui/action-result'

/** How the action pipeline refuses a call before or around the action itself. */
export type PipelineCode = 'invalid' | 'rate_limited' | 'unauthenticated' | 'forbidden' | 'error'
export type Refusal = { code: PipelineCode; error: string }

type Flattened = { formErrors: string[]; fieldErrors: Record<string, string[] | undefined> }
type SafeAction<T, Code extends string> = (input: never) => Promise<SafeActionResult<Refusal, never, Flattened, ActionResult<T, Code>>>

const INVALID = 'Please check what you entered.'

/**
 * One answer shape for the pages: an action's own result, or the pipeline's refusal as a failed
 * result with its code (and, for input that does not fit the schema, the first message per field).
 * A form that words its refusal once for every field gives that message as `invalid` (or a function
 * of the per-field messages); otherwise the first message is the answer. The argument is `unknown`
 * because a server action can be called with anything over the network; the pipeline's schema
 * decides what it accepts.
 */
export function settle<T, Code extends string>(
  action: SafeAction<T, Code>,
  { invalid }: { invalid?: string | ((fieldErrors: Record<string, string>) => string) } = {},
): (input?: unknown) => Promise<ActionResult<T, Code | PipelineCode>> {
  return async (input) => {
    const result = await action(input as never)
    if (result.data) return result.data
    if (result.serverError) return { ok: false, ...result.serverError }
    const errors = result.validationErrors
    const fieldErrors = Object.fromEntries(
      Object.entries(errors?.fieldErrors ?? {}).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
    )
    const message = typeof invalid === 'function' ? invalid(fieldErrors) : invalid
    return { ok: false, code: 'invalid', error: message ?? errors?.formErrors[0] ?? Object.values(fieldErrors)[0] ?? INVALID, fieldErrors }
  }
}
