export type EndpointAnswer = { ok: boolean; message: string }

/**
 * An admin panel's custom endpoint's answer (`{ ok, message }`), or what to tell the editor when the
 * server sent no such JSON (a proxy error page, a crash): its status, then `advice`.
 */
export async function endpointAnswer(response: Response, advice: string): Promise<EndpointAnswer> {
  if (response.headers.get('content-type')?.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as Partial<EndpointAnswer> | null
    if (body && typeof body.message === 'string') return { ok: response.ok && body.ok === true, message: body.message }
  }
  return { ok: false, message: `The server answered ${response.status} ${response.statusText}. ${advice}` }
}
