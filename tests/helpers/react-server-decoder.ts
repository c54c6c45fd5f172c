import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'

type Decoder = { decodeReply: (body: string | FormData, serverManifest: object) => PromiseLike<unknown> }
type AppPageRuntime = { vendored: { 'react-rsc': { ReactServerDOMTurbopackServer: Decoder; React: { version: string } } } }

/*
 * React's decodeReply as Next's app pages run action calls through it: from the app-page runtime,
 * which carries its own build of the React Next vendors and loads in plain Node. The compiled package
 * the proxy imports needs the `react-server` condition only a build gives it, so vitest.config.ts
 * maps that import here. Next's server sets the AsyncLocalStorage global the runtime reads on load.
 */
Object.assign(globalThis, { AsyncLocalStorage: (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ?? AsyncLocalStorage })
const rsc = (createRequire(import.meta.url)('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js') as AppPageRuntime).vendored['react-rsc']

export const { decodeReply } = rsc.ReactServerDOMTurbopackServer
export const reactVersion = rsc.React.version
