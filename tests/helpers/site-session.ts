import { expect } from 'vitest'

import { signIn } from '@/features/auth/sign-in'

import { asVisitor, newVisitor } from './next-request'

/** The password createUser gives every account. */
const FACTORY_PASSWORD = 'correct-horse-battery'

/**
 * Signs `email` in through the site's sign-in form, in a browser of its own (its own address and
 * cookie jar): that browser's session token, and a way to run server actions in it.
 */
export async function siteSignIn(email: string, password = FACTORY_PASSWORD) {
  const browser = newVisitor()
  expect((await asVisitor(browser, () => signIn({ email, password }))).ok).toBe(true)
  return { token: browser.cookies.get('payload-token')!, as: <T>(run: () => Promise<T>) => asVisitor(browser, run) }
}

/** The session token of `email` signed in through the site's form in a browser of its own. */
export async function siteSession(email: string, password = FACTORY_PASSWORD): Promise<string> {
  return (await siteSignIn(email, password)).token
}
