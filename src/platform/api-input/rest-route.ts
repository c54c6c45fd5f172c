/**
 * Nesting deeper than this in a JSON body is refused. Payload walks written data recursively (its
 * field hooks, copies and validators): a few thousand levels overflow the stack, which is a 500 and
 * may stop a write half-way. Rich text, the deepest real document, stays far below it.
 */
const MAX_JSON_NESTING = 100

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** How deep arrays and objects nest in a JSON text, counted without parsing (no recursion). */
function jsonNesting(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth)
    else if (char === ']' || char === '}') depth--
  }
  return deepest
}

/**
 * Wraps a Payload REST route handler: a JSON body nested deeper than MAX_JSON_NESTING is a 400
 * before Payload reads it, and Payload's 501 for a collection without REST endpoints (its
 * migrations table) is the 404 of any unknown route.
 */
export function guardedRest(handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    if (request.body && request.headers.get('content-type')?.includes('json')) {
      if (jsonNesting(await request.clone().text()) > MAX_JSON_NESTING) return refuse(400, `JSON may nest at most ${MAX_JSON_NESTING} levels deep.`)
    }
    const response = await handler(request, context)
    return response.status === 501 ? refuse(404, 'Not found.') : response
  }
}
