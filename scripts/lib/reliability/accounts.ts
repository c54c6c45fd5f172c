import { send, type Client } from './loopback-client'

export type Credentials = { email: string; password: string }

/** Signs `client` in through REST and keeps the session cookie on it, as a browser would. */
export async function signIn(client: Client, base: string, account: Credentials): Promise<string> {
  const answer = await send(client, `${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (answer.status !== 200) throw new Error(`sign-in of ${account.email} from ${client.address} answered ${answer.status}: ${answer.body.slice(0, 200)}`)
  const { token } = JSON.parse(answer.body) as { token: string }
  client.cookie = `payload-token=${token}`
  return token
}

/**
 * Gives every client a verified account of its own, created by the admin through REST, and signs
 * it in from the client's own address (a few at a time: each costs a password hash).
 */
export async function signInClients(admin: Client, base: string, clients: Client[], tag: string): Promise<void> {
  const token = admin.cookie?.replace('payload-token=', '')
  let next = 0
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < clients.length) {
        const index = next++
        const account = { email: `voter-${index}@${tag}.load.test`, password: `load-password-${index}-${tag}` }
        const created = await send(admin, `${base}/api/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
          body: JSON.stringify({ ...account, name: `Load voter ${index}`, roles: ['user'], _verified: true }),
        })
        if (created.status !== 201) throw new Error(`creating ${account.email} answered ${created.status}: ${created.body.slice(0, 200)}`)
        await signIn(clients[index]!, base, account)
      }
    }),
  )
}
