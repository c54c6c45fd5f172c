import http from 'node:http'

export type Answer = { status: number; body: string; ms: number; at: number; error?: string }

export type Client = { address: string; agent: http.Agent; cookie?: string }

/**
 * A client with a source address of its own in 127.0.0.0/8 (every one is this machine), so the
 * per-address limits the cache tier's X-Forwarded-For lets the app apply bind each client alone.
 */
export function loopbackClient(index: number): Client {
  const address = `127.10.${Math.floor(index / 250)}.${(index % 250) + 2}`
  return { address, agent: new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address }) }
}

/**
 * One request; never rejects. `status` 0 means no answer (refused, reset or 30 s without one), with
 * the reason in `error`. `at` is when it was sent (ms since the epoch).
 */
export function send(
  client: Client,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  const at = Date.now()
  const started = performance.now()
  const target = new URL(url)
  const headers: Record<string, string | number> = { ...options.headers }
  if (client.cookie) headers.cookie = client.cookie
  if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body)
  return new Promise((resolve) => {
    const done = (status: number, body: string, error?: string) => resolve({ status, body, ms: performance.now() - started, at, error })
    const request = http.request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: options.method ?? 'GET', agent: client.agent, headers },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')))
        response.on('error', (error) => done(0, '', error.message))
      },
    )
    request.on('error', (error) => done(0, '', error.message))
    request.setTimeout(30_000, () => request.destroy(new Error('no answer within 30 s')))
    request.end(options.body)
  })
}
