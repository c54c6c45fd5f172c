import { bin, run } from './processes'

/**
 * Node flags for every process that loads the Payload config outside Next. Lexical's Node entry
 * (`lexical/dist/Lexical.node.mjs`, and each @lexical package's) picks its build with a top-level
 * `await import()`. On Node 20, importing @payloadcms/richtext-lexical after payload then sometimes
 * never settles: the process exits with code 13 (an unsettled top-level await) before running a
 * line, in 2 of 4 to 5 of 5 seed runs at load 9-11 on this machine. The `production` export
 * condition resolves lexical to that build directly, without the await (10 of 10 at load 11); no
 * other installed package reads the condition except DOMPurify, for its minified build.
 */
export const PAYLOAD_NODE_FLAGS = ['--conditions=production']

/** Runs a TypeScript script that loads the Payload config (tsx) to completion; rejects on a non-zero exit. */
export function runPayloadScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return run(bin('tsx'), [...PAYLOAD_NODE_FLAGS, script, ...args], env)
}
