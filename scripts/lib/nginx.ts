import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { exited } from './processes'

export type StaticServer = { stop: () => Promise<void> }

/**
 * nginx serving the files of `root` on `port`, precompressed `.gz` siblings when the client accepts
 * gzip: the benchmark's reference for "the same bytes, from the fastest server we know", with a
 * worker per core, so it may use the machine as fully as the cache tier it is compared with.
 */
export async function startNginx(options: { port: number; root: string; workDir: string }): Promise<StaticServer> {
  const workDir = path.resolve(options.workDir)
  fs.mkdirSync(path.join(workDir, 'logs'), { recursive: true })
  const conf = path.join(workDir, 'nginx.conf')
  fs.writeFileSync(
    conf,
    `worker_processes ${os.availableParallelism()};
error_log ${workDir}/logs/error.log warn;
pid ${workDir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  server {
    listen 127.0.0.1:${options.port};
    root ${path.resolve(options.root)};
    gzip_static on;
    location / { try_files $uri =404; }
  }
}
`,
  )
  const child: ChildProcess = spawn('nginx', ['-p', workDir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`)
    try {
      await fetch(`http://127.0.0.1:${options.port}/`)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited(child)
    },
  }
}
