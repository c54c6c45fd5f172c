/**
 * Which Node a server runs on, logged once when it starts: the project's pinned LTS, whoever started
 * it. Its own module, loaded only in the Node runtime, because the Edge build of the
 * instrumentation file may not read `process.version`.
 */
export function logNodeRuntime(): void {
  console.info(`[app] node ${process.version}`)
}
