import { type Answer, failure, type Json } from './protocol'

/**
 * Stripe's idempotency layer for API v1: the first answer to a key is saved once the endpoint
 * runs and replayed to every request with that key and the same parameters; the same key with
 * other parameters (or on another endpoint) is a 400 `idempotency_error`. Keys are forgotten
 * after 24 hours (`forget`).
 */
export function createIdempotencyStore() {
  const saved = new Map<string, { fingerprint: string; answer: Answer }>()
  return {
    /** The saved answer for this key, a 400 for a reused key with other parameters, or undefined. */
    replay(key: string, method: string, path: string, body: Json): Answer | undefined {
      const entry = saved.get(key)
      if (!entry) return undefined
      if (entry.fingerprint === JSON.stringify([method, path, body])) return entry.answer
      return failure(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      })
    },
    save(key: string, method: string, path: string, body: Json, answer: Answer) {
      saved.set(key, { fingerprint: JSON.stringify([method, path, body]), answer })
    },
    forget: () => saved.clear(),
  }
}
