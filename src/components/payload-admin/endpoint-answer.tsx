import type { CSSProperties } from 'react'

export type EndpointAnswer = { ok: boolean; message: string }

/**
 * An admin panel's custom endpoint's answer (`{ ok, message }`), or what to tell the editor when the
 * server sent no such JSON (a proxy error page, a crash): its status, then `advice`.
 */
async function endpointAnswer(response: Response, advice: string): Promise<EndpointAnswer> {
  if (response.headers.get('content-type')?.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as Partial<EndpointAnswer> | null
    if (body && typeof body.message === 'string') return { ok: response.ok && body.ok === true, message: body.message }
  }
  return { ok: false, message: `The server answered ${response.status} ${response.statusText}. ${advice}` }
}

/** A POST to an admin panel's endpoint (with a JSON body when given) and its answer, also when the server can't be reached. */
export async function postToEndpoint(path: string, body: unknown, advice: string): Promise<EndpointAnswer> {
  try {
    const json = body === undefined ? undefined : JSON.stringify(body)
    const headers = json ? { 'Content-Type': 'application/json' } : undefined
    return await endpointAnswer(await fetch(path, { method: 'POST', credentials: 'include', headers, body: json }), advice)
  } catch {
    return { ok: false, message: 'The server could not be reached. Try again.' }
  }
}

/** The endpoint's answer under a panel's buttons, in the admin's success or error colour. */
export function AnswerLine({ answer, style }: { answer: EndpointAnswer | null; style?: CSSProperties }) {
  if (!answer) return null
  return (
    <p role="status" style={{ ...style, color: answer.ok ? 'var(--theme-success-500)' : 'var(--theme-error-500)' }}>
      {answer.message}
    </p>
  )
}
