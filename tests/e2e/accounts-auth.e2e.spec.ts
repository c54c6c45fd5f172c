import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { mailTo } from '../helpers/smtp-mailbox'
import { linkIn } from '../helpers/smtp-message'
import { signUpThroughForm, verifyFromMail } from './accounts-helpers'

const uniqueEmail = () => `e2e-${randomUUID().slice(0, 12)}@example.test`

test('sign-in and sign-up modes show their own heading, welcome line and switch link, and switching clears the fields', async ({ page }) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText('Welcome back! Please sign in to continue')).toBeVisible()
  await expect(page.getByText("Don't have an account? Sign up")).toBeVisible()
  await expect(page.getByLabel('Company Name (optional)')).toHaveCount(0)

  await page.getByLabel('Email').fill('someone@example.test')
  await page.getByLabel('Password').fill('secret-pass')
  await page.getByRole('button', { name: 'Sign up' }).click()

  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible()
  await expect(page.getByText('Join our community of AI tool providers')).toBeVisible()
  await expect(page.getByText('Already have an account? Sign in')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('')
  await expect(page.getByLabel('Password')).toHaveValue('')
  await page.getByLabel('Company Name (optional)').fill('Acme')
  await page.getByLabel('Email').fill('x@example.test')

  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByLabel('Company Name (optional)')).toHaveValue('')
})

test('client validation explains bad input before anything is sent', async ({ page }) => {
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Password').fill('123')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
})

test('sign-up, verify from the mailed link, sign in, come back to the return URL, sign out', async ({ page }) => {
  test.setTimeout(90_000)
  const email = uniqueEmail()
  await page.goto('/auth?returnTo=%2Faccount')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('journey-pass')
  await page.getByLabel('Company Name (optional)').fill('Journey Hiring')

  // Hold the server action for a moment to see the busy state.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/auth*', async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  await expect(page.getByLabel('Email')).toBeDisabled()
  await expect(page.getByLabel('Password')).toBeDisabled()
  await expect(page.getByLabel('Company Name (optional)')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled()
  release()

  await expect(page.getByText('Check your email').first()).toBeVisible()
  await expect(page.getByText("We've sent you a confirmation link to verify your account.")).toBeVisible()

  // Not verified yet.
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('journey-pass')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByText('Email not verified')).toBeVisible()
  await expect(page.getByText('Please check your email for the verification link.')).toBeVisible()

  const mail = await mailTo(email, 'Confirm your HireStack account')
  expect(mail.text).toContain('Verify my email')
  // Opening the link (what a mail scanner does) only shows the button; the account stays unverified.
  await page.goto(linkIn(mail, '/auth/verify').toString())
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible()
  await page.goto(linkIn(mail, '/auth/verify').toString())
  await page.getByRole('button', { name: 'Verify my email' }).click()
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()

  await page.goto('/auth?returnTo=%2Faccount')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByText('Invalid credentials')).toBeVisible()
  await expect(page.getByText('Please check your email and password.')).toBeVisible()

  await page.getByLabel('Password').fill('journey-pass')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByLabel('Company')).toHaveValue('Journey Hiring')
  await expect(page.getByText('Tool provider')).toBeVisible()

  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'payload-token')
  expect(cookie?.httpOnly).toBe(true)

  // Signed in: /auth sends the visitor on.
  await page.goto('/auth?returnTo=%2Fnewsletter')
  await expect(page).toHaveURL(/\/newsletter$/)

  await page.goto('/account')
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/account')
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Faccount$/)

  // Sign-out ended the session on the server: a copy of the old cookie no longer signs anyone in.
  await page.context().addCookies([cookie!])
  await page.goto('/account')
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Faccount$/)
})

test('an existing account is refused and the form switches to sign-in', async ({ page }) => {
  const email = uniqueEmail()
  await signUpThroughForm(page, email, 'first-pass')
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await page.getByLabel('Email').fill(email.toUpperCase())
  await page.getByLabel('Password').fill('second-pass')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Account already exists')).toBeVisible()
  await expect(page.getByText('Please sign in instead.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})

test('forgot password mails a link that sets a new password', async ({ page }) => {
  const email = uniqueEmail()
  await signUpThroughForm(page, email, 'first-pass')
  await verifyFromMail(page, email)

  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.waitForURL('**/auth/forgot-password')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible()

  await page.goto(linkIn(await mailTo(email, 'Reset your HireStack password'), '/auth/reset-password').toString())
  await page.getByLabel('New password').fill('brand-new-pass')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('Password updated')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('brand-new-pass')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible()
})

test('a bad verification link says so', async ({ page }) => {
  await page.goto('/auth/verify?token=nonsense')
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible()
})

test('a return URL that points off the site lands on the site after signing in', async ({ page, baseURL }) => {
  const email = uniqueEmail()
  await signUpThroughForm(page, email, 'redirect-pass')
  await verifyFromMail(page, email)

  await page.goto(`/auth?returnTo=${encodeURIComponent('/.//evil.example/phish')}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('redirect-pass')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(`${baseURL}/`)

  // Signed in, /auth forwards at once: encoded and backslash forms stay on the site too.
  for (const target of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', 'https://evil.example/']) {
    await page.goto(`/auth?returnTo=${encodeURIComponent(target)}`)
    await expect(page).toHaveURL(`${baseURL}/`)
  }
})

test('GraphQL is off: no way around the sign-in throttle', async ({ page }) => {
  const response = await page.request.post('/api/graphql', {
    data: { query: 'mutation { loginUser(email: "admin@e2e.test", password: "guess") { token } }' },
  })
  expect(response.status()).toBe(404)
  expect(await response.text()).not.toContain('token')
})

test('an email change waits for the button on the link mailed to the new address', async ({ page }) => {
  const email = uniqueEmail()
  const next = uniqueEmail()
  await signUpThroughForm(page, email, 'change-pass')
  await verifyFromMail(page, email)
  const login = await page.request.post('/api/users/login', { data: { email, password: 'change-pass' } })
  const { user, token } = (await login.json()) as { user: { id: number }; token: string }
  const change = await page.request.patch(`/api/users/${user.id}`, { data: { email: next, currentPassword: 'change-pass' }, headers: { Authorization: `JWT ${token}` } })
  expect(change.ok()).toBe(true)

  await page.goto('/account')
  await expect(page.getByText(email, { exact: true })).toBeVisible()
  await expect(page.getByText(`Changing to ${next} once confirmed from the link we sent there.`)).toBeVisible()

  const link = linkIn(await mailTo(next, 'Confirm your new HireStack email address'), '/auth/confirm-email').toString()
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible()
  await page.goto('/account')
  await expect(page.getByText(email, { exact: true })).toBeVisible()

  await page.goto(link)
  await page.getByRole('button', { name: 'Confirm my new email' }).click()
  await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to your account' }).click()
  await expect(page.getByText(next, { exact: true })).toBeVisible()
})
