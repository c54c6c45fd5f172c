import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export const bin = (name: string) => path.resolve(process.cwd(), 'node_modules', '.bin', name)

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}

/** Resolves when the child has exited (immediately if it already has). */
export function exited(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  if (child.signalCode !== null) return Promise.resolve(1)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)))
}
