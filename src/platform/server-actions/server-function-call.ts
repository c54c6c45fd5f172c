import type { ServerFunctionClientArgs } from 'payload'

/**
 * The shape of the Payload admin's own server function calls: `{ name, args }`. Anything else
 * (a number, an array, no name) would make Payload throw, which Next answers with a 500.
 */
export function isServerFunctionCall(value: unknown): value is ServerFunctionClientArgs {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const { name, args } = value as Record<string, unknown>
  return typeof name === 'string' && (args === undefined || (args !== null && typeof args === 'object' && !Array.isArray(args)))
}
