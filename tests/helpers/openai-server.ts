import http from 'node:http'
import type { AddressInfo } from 'node:net'

interface ChatRequest {
  path: string
  authorization?: string
  body: {
    model: string
    messages: { role: string; content: unknown }[]
    response_format?: { type: string; json_schema?: { name?: string; schema?: Record<string, unknown> } }
  }
}

export interface OpenAiServer {
  baseURL: string
  requests: ChatRequest[]
  /** The JSON object the next completions return, or an HTTP error status. */
  respondWith(answer: Record<string, unknown> | { status: number; message: string }): void
  close(): Promise<void>
}

/** A minimal OpenAI-compatible /chat/completions server on 127.0.0.1 for the AI tests. */
export async function startOpenAiServer(): Promise<OpenAiServer> {
  const requests: ChatRequest[] = []
  let answer: Record<string, unknown> | { status: number; message: string } = {}
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ChatRequest['body']
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body })
      if ('status' in answer && typeof answer.status === 'number') {
        res.writeHead(answer.status, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { message: answer.message, type: 'server_error' } }))
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(answer) } }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      answer = next
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
