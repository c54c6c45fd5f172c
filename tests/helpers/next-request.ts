import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Stands in for `next/headers` when integration tests call server actions directly: each call
 * runs inside `asVisitor(...)` with its own client IP and session cookie, so parallel calls
 * (the concurrency tests) each see their own request.
 */
type Visitor = { ip: string; cookies: Map<string, string>; origin?: string }

const storage = new AsyncLocalStorage<Visitor>()

export function newVisitor(ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`): Visitor {
  return { ip, cookies: new Map() }
}

export function asVisitor<T>(visitor: Visitor, run: () => Promise<T>): Promise<T> {
  return storage.run(visitor, run)
}

function current(): Visitor {
  const visitor = storage.getStore()
  if (!visitor) throw new Error('Server action called outside asVisitor(...)')
  return visitor
}

export function headers(): Promise<Headers> {
  const visitor = current()
  const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  // What a browser sends with a same-site server action; tests set `origin` to play a foreign site.
  return Promise.resolve(
    new Headers({
      'x-forwarded-for': visitor.ip,
      'sec-fetch-site': visitor.origin ? 'cross-site' : 'same-origin',
      ...(visitor.origin ? { origin: visitor.origin } : {}),
      ...(cookie ? { cookie } : {}),
    }),
  )
}

export function cookies() {
  const visitor = current()
  return Promise.resolve({
    get: (name: string) => (visitor.cookies.has(name) ? { name, value: visitor.cookies.get(name)! } : undefined),
    set: (name: string, value: string) => void visitor.cookies.set(name, value),
    delete: (name: string) => void visitor.cookies.delete(name),
  })
}
