import type { BadRequest } from './corpus'

export type BadResponse = { request: BadRequest; status: number; problem?: string }

/** A Node stack frame or a source path in a body means an error escaped to the client. */
const LEAK = /\n\s+at [^\n]+:\d+:\d+\)?|node_modules\/|\/src\/(app|lib|actions)\//

/**
 * Sends one request of the corpus and judges the answer: a 5xx, a leaked stack trace or no answer
 * within 30 s is a problem. Redirects are not followed (a redirect is an answer).
 */
async function sendBadRequest(base: string, request: BadRequest): Promise<BadResponse> {
  try {
    const response = await fetch(new URL(request.path, base), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
    const body = await response.text()
    if (response.status >= 500) return { request, status: response.status, problem: `${response.status}: ${body.slice(0, 200)}` }
    if (LEAK.test(body)) return { request, status: response.status, problem: `stack trace or source path in the body: ${LEAK.exec(body)?.[0]}` }
    return { request, status: response.status }
  } catch (error) {
    return { request, status: 0, problem: `no answer: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** Sends every request, `concurrency` at a time, and returns the answers in corpus order. */
export async function sendAll(base: string, requests: BadRequest[], concurrency = 4): Promise<BadResponse[]> {
  const results = new Array<BadResponse>(requests.length)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const index = next++
        results[index] = await sendBadRequest(base, requests[index]!)
      }
    }),
  )
  return results
}
