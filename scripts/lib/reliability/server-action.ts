import { createRequire } from 'node:module'

import { rateLimitMessage } from '../../../src/platform/rate-limit/rules'
import type { ServerActionRef } from '../../../tests/helpers/bad-input/server-actions'
import { send, type Answer, type Client } from './loopback-client'

// The encoder Next's client uses for server action arguments (as tests/unit/server-action-reply-contract.spec.ts).
const { encodeReply } = createRequire(import.meta.url)('next/dist/compiled/react-server-dom-turbopack/client.edge.js') as {
  encodeReply: (args: unknown[]) => Promise<string | FormData>
}

/** How every rate-limit refusal begins (the rest says when to retry). */
const LIMIT_WORDS = rateLimitMessage(0).split('. ')[0]!

/** The action `name` (`<file>#<export>`, as serverActions() names them) of the build. */
export function findAction(actions: ServerActionRef[], file: string, exportName: string): ServerActionRef {
  const action = actions.find((candidate) => candidate.name.endsWith(`#${exportName}`) && candidate.name.includes(file))
  if (!action) throw new Error(`No server action ${file}#${exportName} in the build`)
  return action
}

/**
 * Calls a server action as the app's pages do: a POST to a page that imports it, with its id and
 * the arguments encoded by React (a string, or multipart for FormData).
 */
export async function callAction(client: Client, base: string, action: ServerActionRef, args: unknown[]): Promise<Answer> {
  // A Response serialises either encoding and names its content type (with the multipart boundary).
  const encoded = new Response(await encodeReply(args))
  const body = Buffer.from(await encoded.arrayBuffer())
  return send(client, `${base}${action.path}`, {
    method: 'POST',
    headers: {
      'next-action': action.id,
      accept: 'text/x-component',
      origin: base,
      'content-type': encoded.headers.get('content-type') ?? 'text/plain;charset=UTF-8',
    },
    body,
  })
}

/** What an action answered, from the result in its RSC stream: "ok", "rate_limited", its error code, or "refused". */
export function actionOutcome(answer: Answer): string {
  if (answer.status !== 200) return `HTTP ${answer.status}`
  if (answer.body.includes('"ok":true')) return 'ok'
  if (answer.body.includes(LIMIT_WORDS)) return 'rate_limited'
  return /"code":"(\w+)"/.exec(answer.body)?.[1] ?? (answer.body.includes('"ok":false') ? 'refused' : 'unrecognised answer')
}
