import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { exited, run } from './processes'

type Backend = { host: string; port: number }

export type VarnishOptions = {
  /** Where the front door listens. */
  port: number
  /** The app instances, served round-robin; one that fails its health probe is skipped. */
  backends: Backend[]
  /** Addresses (or CIDRs) allowed to PURGE: the app instances'. */
  purgers: string[]
  /** Working directory of this Varnish instance (its shared memory log and generated VCL). */
  workDir: string
  /** Memory for cached objects; the least recently used are evicted beyond it. */
  storage?: string
}

const VARNISHD = path.resolve('scripts/varnish/varnishd.sh')

/** The part of the VCL that differs per deployment: backends, their directors, and who may purge. */
export function backendsVcl(options: Pick<VarnishOptions, 'backends' | 'purgers'>): string {
  // An instance is skipped after 3 of its last 5 probes failed (about 6-10 s after it stops
  // answering); a probe may take up to 5 s, so a busy instance that is only slow stays in.
  const backends = options.backends.map(
    (backend, index) => `backend app_${index} {
    .host = "${backend.host}";
    .port = "${backend.port}";
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
    .between_bytes_timeout = 60s;
    .probe = { .url = "/robots.txt"; .interval = 2s; .timeout = 5s; .window = 5; .threshold = 3; .initial = 3; }
}`,
  )
  const purgers = options.purgers.map((address) => {
    const [ip, bits] = address.split('/')
    return bits ? `    "${ip}"/${bits};` : `    "${ip}";`
  })
  return [
    'vcl 4.1;',
    ...backends,
    `acl purgers {\n${purgers.join('\n')}\n}`,
    // `app` spreads anonymous requests; `sticky` keeps each session on one instance, so a visitor
    // reads their own writes at once (the other instances follow within milliseconds).
    `sub vcl_init {\n    new app = directors.round_robin();\n    new sticky = directors.hash();\n${options.backends
      .map((_, index) => `    app.add_backend(app_${index});\n    sticky.add_backend(app_${index}, 1.0);`)
      .join('\n')}\n}`,
    '',
  ].join('\n\n')
}

export type Varnish = { process: ChildProcess; stop: () => Promise<void> }

/**
 * Starts varnishd in the foreground (a child of this process, through scripts/varnish/varnishd.sh,
 * as docker-compose.yml does) with a generated backends.vcl and resolves once it answers. Its
 * chatter is kept back and shown only if it fails to start; `stop` ends it and removes its work dir.
 */
export async function startVarnish(options: VarnishOptions): Promise<Varnish> {
  await run('bash', ['scripts/ensure-varnish.sh'])
  const workDir = path.resolve(options.workDir)
  fs.mkdirSync(workDir, { recursive: true })
  fs.writeFileSync(path.join(workDir, 'backends.vcl'), backendsVcl(options))
  // exec'd by the script, so the child is varnishd itself and a SIGTERM reaches it.
  const child = spawn('bash', [VARNISHD, `127.0.0.1:${options.port}`, workDir, workDir, options.storage ?? '256m'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited(child)
    fs.rmSync(workDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}:\n${output}`)
    try {
      await fetch(`http://127.0.0.1:${options.port}/robots.txt`)
      return { process: child, stop }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  await stop()
  throw new Error(`varnishd did not answer within 30 s:\n${output}`)
}
