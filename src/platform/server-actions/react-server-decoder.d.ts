/**
 * The server half of React's reply format in the React build Next vendors, which Next decodes server
 * action arguments with; it ships without types. Bundled under React's `react-server` condition,
 * which the proxy's build gives it.
 */
declare module 'next/dist/compiled/react-server-dom-turbopack/server.node' {
  export function decodeReply(body: string | FormData, serverManifest: object): PromiseLike<unknown>
}
