/**
 * Tool claims and owners' edits (docs/accounts.md "Claims and edits") against the real
 * PostgreSQL, a real SMTP listener, a site on 127.0.0.1 and a DNS server on 127.0.0.1: a mailed
 * code (right, wrong, expired, used up), a meta tag (present, absent, another's), a TXT record;
 * an editor's approval making the vendor an owner (analytics follow) and the vendor's mail; edit
 * proposals accepted (values applied) or rejected (nothing applied), each mailed; and access: a
 * signed-out visitor, an unverified account and another vendor act on nothing.
 */
import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { sqlFor } from '@/platform/database/db'
import { backfillAccountSnapshots } from '@migrations/20261126_114104_account_snapshots'
import { startDnsServer, type DnsServer } from '@tests/helpers/dns-server'
import { createSignedInUser, createTool, type SignedInUser } from '@tests/helpers/factories'
import { startFixtureSite, type FixtureSite } from '@tests/helpers/fixture-site'
import { testPayload } from '@tests/helpers/payload'
import { rest } from '@tests/helpers/rest'
import { startSmtpListener, type SmtpListener } from '@tests/helpers/smtp-listener'

const request = vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2633'
  return { ip: '198.51.100.7', token: '' }
})
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ 'x-forwarded-for': request.ip, ...(request.token ? { authorization: `JWT ${request.token}` } : {}) })),
  cookies: () => Promise.resolve({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}))

const { checkClaimCode, checkClaimSite, sendClaimCode } = await import('@/features/claims/claim-steps')
const { proposeEdit } = await import('@/features/claims/propose-edit')
const { claimToken } = await import('@/features/claims/claim-token')
const { claimCodeSubject } = await import('@/features/claims/claim-code-mail')
const { claimDecisionSubject, editDecisionSubject } = await import('@/domains/vendors/mail/decision-mails')
const { claimPageState } = await import('@/features/claims/claim-page')
const { ownerEditForm } = await import('@/features/claims/owner-edit-form-state')
const { storeVendorLogo } = await import('@/domains/vendors')
const { vendorAnalytics, vendorOwnedTools } = await import('@/queries/vendor-analytics')

let payload: Payload
let smtp: SmtpListener
let site: FixtureSite
let dns: DnsServer
/** What the fixture site's home page carries in its <head>; tests change it. */
const head = { meta: '' }

const anyAddress = () => `2001:db8:${randomUUID().replace(/-/g, '').match(/.{4}/g)!.slice(0, 6).join(':')}`

beforeAll(async () => {
  smtp = await startSmtpListener(2633)
  process.env.CRAWLER_ALLOW_PRIVATE_HOSTS = '127.0.0.1'
  dns = await startDnsServer()
  process.env.CLAIM_DNS_SERVER = dns.address
  site = await startFixtureSite({
    '/': (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>Claimable</title>${head.meta}</head><body><h1>Claimable</h1></body></html>`),
  })
  payload = await testPayload()
})
afterAll(async () => {
  await Promise.all([smtp.close(), site.close(), dns.close()])
  delete process.env.CRAWLER_ALLOW_PRIVATE_HOSTS
  delete process.env.CLAIM_DNS_SERVER
})
beforeEach(() => {
  request.token = ''
  request.ip = anyAddress()
  head.meta = ''
})

type Account = SignedInUser

const account = (roles?: Parameters<typeof createSignedInUser>[1]) => createSignedInUser(payload, roles)

function as<T>(who: Account | null, run: () => Promise<T>): Promise<T> {
  request.token = who?.token ?? ''
  return run()
}

const domainName = () => `claim-${randomUUID().slice(0, 8)}.example`
const claimsOf = (toolId: number) => payload.find({ collection: 'claims', where: { tool: { equals: toolId } }, depth: 0, overrideAccess: true, showHiddenFields: true }).then((found) => found.docs)
const codeIn = (text: string) => /code on the claim page: (\d{6})/.exec(text)?.[1]

/** Asks for a code at `local@` the tool's domain and returns it, from the mail the job sent. */
async function mailedCode(who: Account, tool: { slug?: string | null; name: string }, local: string, domain: string) {
  expect(await as(who, () => sendClaimCode({ slug: tool.slug, localPart: local }))).toEqual({
    ok: true,
    data: { message: `We sent a code to ${local}@${domain}. It works for 30 minutes.` },
  })
  const mail = await smtp.waitFor((message) => message.to.includes(`${local}@${domain}`) && message.subject === claimCodeSubject(tool.name))
  return codeIn(mail.text)!
}

/** A proved claim of a new tool by a new vendor (by meta tag), waiting for an editor. */
async function provedClaim() {
  const vendor = await account()
  const tool = await createTool(payload, { sourceUrl: `${site.url}/` })
  head.meta = `<meta name="hirestack-verification" content="${claimToken(vendor.id, tool.id)}">`
  expect(await as(vendor, () => checkClaimSite({ slug: tool.slug, method: 'meta' }))).toMatchObject({ ok: true })
  const [claim] = await claimsOf(tool.id)
  return { vendor, tool, claim: claim! }
}

describe('proving control of a tool’s domain', { timeout: 60_000 }, () => {
  it('takes the mailed code once: a wrong one counts a try, the right one sends the claim to an editor', async () => {
    const vendor = await account()
    const domain = domainName()
    const tool = await createTool(payload, { sourceUrl: `https://www.${domain}/product` })
    const code = await mailedCode(vendor, tool, 'founder', domain)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'

    expect(await as(vendor, () => checkClaimCode({ slug: tool.slug, code: wrong }))).toMatchObject({
      ok: false,
      fieldErrors: { code: 'That code is not right. 4 tries left.' },
    })
    expect(await claimsOf(tool.id)).toMatchObject([{ status: 'unverified', codeTries: 1, email: `founder@${domain}` }])

    expect(await as(vendor, () => checkClaimCode({ slug: tool.slug, code }))).toMatchObject({ ok: true })
    expect(await claimsOf(tool.id)).toMatchObject([{ status: 'pending', method: 'email', code: null }])
    // The code is used up; a second claim step is refused, not taken twice.
    expect(await as(vendor, () => checkClaimCode({ slug: tool.slug, code }))).toMatchObject({ ok: false, error: expect.stringContaining('waits for an editor') })
  })

  it('refuses an expired code and a code after five wrong tries, leaving the claim unproved', async () => {
    const vendor = await account()
    const domain = domainName()
    const tool = await createTool(payload, { sourceUrl: `https://${domain}` })
    const code = await mailedCode(vendor, tool, 'ops', domain)
    const [claim] = await claimsOf(tool.id)
    await payload.update({ collection: 'claims', id: claim!.id, data: { codeExpiresAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    expect(await as(vendor, () => checkClaimCode({ slug: tool.slug, code }))).toMatchObject({ ok: false, fieldErrors: { code: 'This code has expired. Send a new one.' } })

    const fresh = await mailedCode(vendor, tool, 'ops2', domain)
    const wrong = fresh === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++) await as(vendor, () => checkClaimCode({ slug: tool.slug, code: wrong }))
    expect(await as(vendor, () => checkClaimCode({ slug: tool.slug, code: fresh }))).toMatchObject({ ok: false, fieldErrors: { code: 'Too many wrong codes. Send a new one.' } })
    expect(await claimsOf(tool.id)).toMatchObject([{ status: 'unverified' }])
  })

  it('finds the meta tag on a site on 127.0.0.1, and says what is wrong when it is missing or is someone else’s', async () => {
    const vendor = await account()
    const other = await account()
    const tool = await createTool(payload, { sourceUrl: `${site.url}/` })

    expect(await as(vendor, () => checkClaimSite({ slug: tool.slug, method: 'meta' }))).toMatchObject({
      ok: false,
      error: `We read ${site.url}/ and found no hirestack-verification meta tag. Add it to the page's <head> and try again.`,
    })
    head.meta = `<meta name="hirestack-verification" content="${claimToken(other.id, tool.id)}">`
    expect(await as(vendor, () => checkClaimSite({ slug: tool.slug, method: 'meta' }))).toMatchObject({ ok: false, error: expect.stringContaining('has another value') })
    expect(await claimsOf(tool.id)).toEqual([])

    head.meta = `<meta name="hirestack-verification" content="${claimToken(vendor.id, tool.id)}">`
    expect(await as(vendor, () => checkClaimSite({ slug: tool.slug, method: 'meta' }))).toMatchObject({ ok: true })
    expect(await claimsOf(tool.id)).toMatchObject([{ status: 'pending', method: 'meta', claimant: vendor.id }])
  })

  it('reads the TXT record from the DNS server it is configured with', async () => {
    const vendor = await account()
    const domain = domainName()
    const tool = await createTool(payload, { sourceUrl: `https://${domain}/` })

    expect(await as(vendor, () => checkClaimSite({ slug: tool.slug, method: 'dns' }))).toMatchObject({
      ok: false,
      error: `${domain} has no TXT records yet. Add the record; DNS changes can take a while to show.`,
    })
    dns.records.set(domain, ['v=spf1 -all', 'hirestack-verification=not-this-one'])
    expect(await as(vendor, () => checkClaimSite({ slug: tool.slug, method: 'dns' }))).toMatchObject({ ok: false, error: expect.stringContaining('None of the TXT records') })
    expect(await claimsOf(tool.id)).toEqual([])

    dns.records.set(domain, ['v=spf1 -all', `hirestack-verification=${claimToken(vendor.id, tool.id)}`])
    expect(await as(vendor, () => checkClaimSite({ slug: tool.slug, method: 'dns' }))).toMatchObject({ ok: true })
    expect(await claimsOf(tool.id)).toMatchObject([{ status: 'pending', method: 'dns' }])
    expect(dns.questions).toContain(`TXT ${domain}`)
  })

  it('refuses bad input, a signed-out visitor and an unconfirmed address with a message, mailing and storing nothing', async () => {
    const domain = domainName()
    const tool = await createTool(payload, { sourceUrl: `https://${domain}` })
    const vendor = await account()
    // Mails to the domain or the claimants (editors' alerts about other tests' items may still arrive).
    const claimMails = () => smtp.messages.filter((message) => message.to.some((to) => to.endsWith(`@${domain}`) || to === vendor.email.toLowerCase())).length
    const mails = claimMails()

    expect(await as(vendor, () => sendClaimCode({ slug: tool.slug, localPart: 'someone@elsewhere.com' }))).toMatchObject({
      ok: false,
      fieldErrors: { localPart: 'Enter only the part before the @, for example "founder".' },
    })
    expect(await as(vendor, () => checkClaimCode({ slug: tool.slug, code: '12ab' }))).toMatchObject({ ok: false, fieldErrors: { code: 'Enter the 6-digit code from the e-mail.' } })
    expect(await as(vendor, () => checkClaimSite({ slug: tool.slug, method: 'carrier-pigeon' }))).toMatchObject({ ok: false, error: 'Choose the meta tag or the DNS record.' })
    expect(await as(vendor, () => sendClaimCode({ slug: '../admin', localPart: 'x' }))).toMatchObject({ ok: false, fieldErrors: { slug: 'Choose the tool to claim.' } })
    expect(await as(null, () => sendClaimCode({ slug: tool.slug, localPart: 'founder' }))).toEqual({ ok: false, code: 'unauthenticated', error: 'Sign in to claim a tool.' })

    // Payload signs in only confirmed addresses: a session whose address is no longer confirmed is no session.
    await payload.update({ collection: 'users', id: vendor.id, data: { _verified: false }, overrideAccess: true })
    expect(await as(vendor, () => sendClaimCode({ slug: tool.slug, localPart: 'founder' }))).toEqual({ ok: false, code: 'unauthenticated', error: 'Sign in to claim a tool.' })

    const noSite = await createTool(payload)
    const other = await account()
    expect(await as(other, () => sendClaimCode({ slug: noSite.slug, localPart: 'founder' }))).toMatchObject({ ok: false, error: expect.stringContaining('can no longer be claimed') })

    expect(await claimsOf(tool.id)).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(claimMails()).toBe(mails)
  })

  it('limits code mails per connection', async () => {
    const vendor = await account()
    const domain = domainName()
    const tool = await createTool(payload, { sourceUrl: `https://${domain}` })
    request.ip = anyAddress()
    const ip = request.ip
    for (let sent = 0; sent < 5; sent++) {
      request.ip = ip
      expect(await as(vendor, () => sendClaimCode({ slug: tool.slug, localPart: `try${sent}` }))).toMatchObject({ ok: true })
    }
    request.ip = ip
    expect(await as(vendor, () => sendClaimCode({ slug: tool.slug, localPart: 'try5' }))).toMatchObject({ ok: false, error: expect.stringContaining('Too many attempts') })
  })
})

describe('an editor decides a claim', { timeout: 60_000 }, () => {
  it('approves a proved claim: the vendor owns the tool, sees its analytics and is mailed', async () => {
    const { vendor, tool, claim } = await provedClaim()
    const editor = await account(['editor'])
    expect(await vendorAnalytics(vendor, tool.slug!, 30)).toBeNull()

    // Only staff decide; the claimant cannot approve their own claim.
    expect((await rest(payload, 'POST', `/claims/${claim.id}/approve`, { body: { note: '' } })).status).toBe(401)
    expect((await rest(payload, 'POST', `/claims/${claim.id}/approve`, { token: vendor.token, body: { note: '' } })).status).toBe(403)
    expect(await claimsOf(tool.id)).toMatchObject([{ status: 'pending' }])

    const approved = await rest(payload, 'POST', `/claims/${claim.id}/approve`, { token: editor.token, body: { note: 'Domain checked.' } })
    expect(approved.status).toBe(200)
    expect(await claimsOf(tool.id)).toMatchObject([{ status: 'approved', decidedBy: editor.id, editorNote: 'Domain checked.' }])
    expect(await vendorOwnedTools(vendor)).toEqual([{ id: tool.id, name: tool.name, slug: tool.slug }])
    expect(await vendorAnalytics(vendor, tool.slug!, 30)).toMatchObject({ tool: { id: tool.id } })
    expect((await payload.findByID({ collection: 'users', id: vendor.id, overrideAccess: true })).roles).toContain('vendor')
    const mail = await smtp.waitFor((message) => message.to.includes(vendor.email) && message.subject === claimDecisionSubject(tool.name, true))
    expect(mail.text).toContain("The editor's note: Domain checked.")

    expect((await rest(payload, 'POST', `/claims/${claim.id}/reject`, { token: editor.token, body: { note: 'Twice' } })).status).toBe(409)

    // An owned tool is not claimed again by another account: the page says so and every way of proof is refused.
    const other = await account()
    const refusal = `${tool.name} already has a verified owner on HireStack. If you work there too, ask them, or write to us through the help center and we will check.`
    expect(await claimPageState(payload, other.id, tool.slug!)).toMatchObject({ owned: false, ownedElsewhere: true })
    expect(await claimPageState(payload, vendor.id, tool.slug!)).toMatchObject({ owned: true, ownedElsewhere: false })
    head.meta = `<meta name="hirestack-verification" content="${claimToken(other.id, tool.id)}">`
    expect(await as(other, () => checkClaimSite({ slug: tool.slug, method: 'meta' }))).toMatchObject({ ok: false, error: refusal })
    expect(await as(other, () => sendClaimCode({ slug: tool.slug, localPart: 'founder' }))).toMatchObject({ ok: false, error: refusal })
    expect(await claimsOf(tool.id)).toMatchObject([{ status: 'approved', claimant: vendor.id }])
  })

  it('rejects with a required note: nothing changes hands and the vendor is told why', async () => {
    const { vendor, tool, claim } = await provedClaim()
    const editor = await account(['editor'])
    const noNote = await rest(payload, 'POST', `/claims/${claim.id}/reject`, { token: editor.token, body: { note: ' ' } })
    expect(noNote.status).toBe(400)
    expect(((await noNote.json()) as { message: string }).message).toBe('Say why you reject this claim: the vendor is e-mailed your note.')
    expect((await rest(payload, 'POST', `/claims/abc/reject`, { token: editor.token, body: { note: 'x' } })).status).toBe(400)

    expect((await rest(payload, 'POST', `/claims/${claim.id}/reject`, { token: editor.token, body: { note: 'The tag was on a parked page.' } })).status).toBe(200)
    expect(await vendorOwnedTools(vendor)).toEqual([])
    const mail = await smtp.waitFor((message) => message.to.includes(vendor.email) && message.subject === claimDecisionSubject(tool.name, false))
    expect(mail.text).toContain('The tag was on a parked page.')
  })

  it('has nothing to decide on an unproved claim, and keeps claims and their codes from other users', async () => {
    const vendor = await account()
    const other = await account()
    const editor = await account(['editor'])
    const domain = domainName()
    const tool = await createTool(payload, { sourceUrl: `https://${domain}` })
    await mailedCode(vendor, tool, 'hello', domain)
    const [claim] = await claimsOf(tool.id)
    expect((await rest(payload, 'POST', `/claims/${claim!.id}/approve`, { token: editor.token, body: {} })).status).toBe(409)

    const own = await rest(payload, 'GET', `/claims/${claim!.id}`, { token: vendor.token })
    expect(own.status).toBe(200)
    const body = (await own.json()) as Record<string, unknown>
    expect(body).toMatchObject({ status: 'unverified', domain })
    expect(body).not.toHaveProperty('code')
    expect((await rest(payload, 'GET', `/claims/${claim!.id}`, { token: other.token })).status).toBe(404)
    expect((await rest(payload, 'GET', `/claims/${claim!.id}`)).status).toBe(403)
    expect((await rest(payload, 'PATCH', `/claims/${claim!.id}`, { token: vendor.token, body: { status: 'approved' } })).status).toBe(403)
    expect((await rest(payload, 'POST', `/claims`, { token: vendor.token, body: { tool: tool.id, claimant: vendor.id, summary: 'x', domain, status: 'approved' } })).status).toBe(403)
    expect(await claimsOf(tool.id)).toMatchObject([{ status: 'unverified' }])
  })
})

describe('an owner proposes edits', { timeout: 60_000 }, () => {
  async function ownedTool() {
    const { vendor, tool, claim } = await provedClaim()
    const editor = await account(['editor'])
    expect((await rest(payload, 'POST', `/claims/${claim.id}/approve`, { token: editor.token, body: {} })).status).toBe(200)
    const form = await ownerEditForm(payload, vendor.id, tool.slug!)
    return { vendor, tool, editor, values: form!.values }
  }

  const pendingOf = (toolId: number) =>
    payload.find({ collection: 'change-proposals', where: { and: [{ tool: { equals: toolId } }, { status: { equals: 'pending' } }] }, depth: 0, overrideAccess: true }).then((found) => found.docs)

  it('files only what differs as a before/after proposal; accepting applies it and mails the owner', async () => {
    const { vendor, tool, editor, values } = await ownedTool()
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4f46e5' } }).png().toBuffer()
    const logo = (await storeVendorLogo(payload, png, 'New logo'))!

    const result = await as(vendor, () =>
      proposeEdit({ ...values, description: 'Sources passive candidates with AI.', pricingModel: 'per_seat', startingPrice: '49', freeTrialDays: '14', logo }),
    )
    expect(result).toEqual({ ok: true, data: { message: 'Sent to an editor: description, pricing facts, logo. We e-mail you when it is decided.' } })
    const [proposal] = await pendingOf(tool.id)
    expect(proposal).toMatchObject({ source: 'owner', proposedBy: vendor.id, summary: `${tool.name}: description, pricing facts, logo (owner's edit)` })
    expect(proposal!.changes).toEqual([
      { field: 'description', before: null, after: 'Sources passive candidates with AI.' },
      {
        field: 'pricingFacts',
        before: { model: null, startingPriceUsdMonth: null, freeTier: 'unknown', freeTrialDays: null, contactSales: false },
        after: { model: 'per_seat', startingPriceUsdMonth: 49, freeTier: 'unknown', freeTrialDays: 14, contactSales: false },
      },
      { field: 'logo', before: null, after: { id: logo.id, url: expect.stringContaining('vendor-logo-') } },
    ])
    // The vendor reads their own proposal; another vendor does not.
    expect((await rest(payload, 'GET', `/change-proposals/${proposal!.id}`, { token: vendor.token })).status).toBe(200)
    const stranger = await account(['vendor'])
    expect((await rest(payload, 'GET', `/change-proposals/${proposal!.id}`, { token: stranger.token })).status).toBe(404)
    expect((await rest(payload, 'POST', `/change-proposals/${proposal!.id}/accept`, { token: vendor.token, body: {} })).status).toBe(403)

    const accepted = await rest(payload, 'POST', `/change-proposals/${proposal!.id}/accept`, { token: editor.token, body: { note: 'Thanks.' } })
    expect(accepted.status).toBe(200)
    const updated = await payload.findByID({ collection: 'tools', id: tool.id, overrideAccess: true })
    expect(updated).toMatchObject({
      description: 'Sources passive candidates with AI.',
      pricingFacts: { model: 'per_seat', startingPriceUsdMonth: 49, freeTrialDays: 14 },
      localLogoPath: expect.stringContaining('vendor-logo-'),
      factsSource: "The vendor's own edit, accepted by an editor",
    })
    expect(updated.factsVerifiedAt).toBeTruthy()
    const mail = await smtp.waitFor((message) => message.to.includes(vendor.email) && message.subject === editDecisionSubject(tool.name, true))
    expect(mail.text).toContain('description, pricing facts, logo')
  })

  it('rejecting applies nothing and mails the owner the note', async () => {
    const { vendor, tool, editor, values } = await ownedTool()
    expect(await as(vendor, () => proposeEdit({ ...values, features: 'Boolean search\nChrome extension' }))).toMatchObject({ ok: true })
    const [proposal] = await pendingOf(tool.id)
    expect((await rest(payload, 'POST', `/change-proposals/${proposal!.id}/reject`, { token: editor.token, body: { note: 'The site does not list a Chrome extension.' } })).status).toBe(200)
    expect((await payload.findByID({ collection: 'tools', id: tool.id, overrideAccess: true })).features ?? []).toEqual([])
    const mail = await smtp.waitFor((message) => message.to.includes(vendor.email) && message.subject === editDecisionSubject(tool.name, false))
    expect(mail.text).toContain('The site does not list a Chrome extension.')
  })

  it('refuses another vendor, a signed-out visitor, bad input and an edit that changes nothing, filing nothing', async () => {
    const { vendor, tool, values } = await ownedTool()
    const stranger = await account(['vendor'])
    expect(await as(stranger, () => proposeEdit({ ...values, description: 'Hijacked.' }))).toEqual({ ok: false, error: 'You can propose edits only to tools you own. Claim the tool first.' })
    expect(await ownerEditForm(payload, stranger.id, tool.slug!)).toBeNull()
    expect(await as(null, () => proposeEdit({ ...values, description: 'Anonymous.' }))).toEqual({ ok: false, code: 'unauthenticated', error: 'Your session has ended. Please sign in again.' })
    expect(await as(vendor, () => proposeEdit({ ...values, startingPrice: 'cheap', freeTrialDays: '-3', pricingModel: 'barter' }))).toMatchObject({
      ok: false,
      fieldErrors: {
        startingPrice: 'Enter the starting price in US dollars, like 49 or 49.50, or leave it empty.',
        freeTrialDays: 'Enter the trial length in whole days, or leave it empty.',
        pricingModel: 'Choose a pricing model from the list.',
      },
    })
    expect(await as(vendor, () => proposeEdit({ ...values, features: Array.from({ length: 13 }, (_, n) => `Feature ${n}`).join('\n') }))).toMatchObject({
      ok: false,
      fieldErrors: { features: 'List at most 12 features, one per line.' },
    })
    expect(await as(vendor, () => proposeEdit({ ...values, integrations: [2_000_000_000] }))).toMatchObject({ ok: false, error: expect.stringContaining('no longer in the catalogue') })
    expect(await as(vendor, () => proposeEdit({ ...values, logo: { id: 2_000_000_000, url: '/x.png' } }))).toEqual({ ok: false, error: 'An uploaded image is missing. Upload it again.' })
    expect(await as(vendor, () => proposeEdit(values))).toEqual({ ok: false, error: 'Nothing to propose: these are the values the listing shows now.' })
    expect(await pendingOf(tool.id)).toEqual([])
  })
})

describe('editors see who filed a claim or an edit', { timeout: 60_000 }, () => {
  /** A vendor with a name, as the account page saves it. */
  async function namedVendor(name: string) {
    const vendor = await account()
    await payload.update({ collection: 'users', id: vendor.id, data: { name }, overrideAccess: true })
    return vendor
  }

  it('copies the claimant’s e-mail and name from their account, ignoring values given with the claim', async () => {
    const vendor = await namedVendor('Ada Claimant')
    const domain = domainName()
    const tool = await createTool(payload, { sourceUrl: `https://${domain}` })
    // Extra keys in the action's input are not the claim's: the schema drops them.
    const forged = { slug: tool.slug, localPart: 'founder', claimantEmail: 'forged@evil.test', claimantName: 'Forged' }
    expect(await as(vendor, () => sendClaimCode(forged))).toMatchObject({ ok: true })
    expect(await claimsOf(tool.id)).toMatchObject([{ claimant: vendor.id, claimantEmail: vendor.email, claimantName: 'Ada Claimant' }])

    // Server code handing over a value (overrideAccess skips field access) is overruled too, on create and on update.
    const other = await createTool(payload, { sourceUrl: `https://${domainName()}` })
    const created = await payload.create({
      collection: 'claims',
      data: { tool: other.id, claimant: vendor.id, summary: other.name, domain: 'x.example', status: 'pending', claimantEmail: 'forged@evil.test', claimantName: 'Forged' },
      overrideAccess: true,
    })
    expect(created).toMatchObject({ claimantEmail: vendor.email, claimantName: 'Ada Claimant' })
    const updated = await payload.update({ collection: 'claims', id: created.id, data: { claimantEmail: 'forged@evil.test', editorNote: 'x' }, overrideAccess: true })
    expect(updated).toMatchObject({ claimantEmail: vendor.email, claimantName: 'Ada Claimant', editorNote: 'x' })
  })

  it('shows an editor the claimant’s e-mail, though the editor may not read the account itself', async () => {
    const { vendor, claim } = await provedClaim()
    const editor = await account(['editor'])
    expect((await rest(payload, 'GET', `/users/${vendor.id}`, { token: editor.token })).status).not.toBe(200)

    const read = await rest(payload, 'GET', `/claims/${claim.id}?depth=1`, { token: editor.token })
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({ claimant: vendor.id, claimantEmail: vendor.email, claimantName: null })
    const list = await rest(payload, 'GET', `/claims?where[claimantEmail][equals]=${encodeURIComponent(vendor.email)}`, { token: editor.token })
    expect(((await list.json()) as { docs: unknown[] }).docs).toMatchObject([{ id: claim.id, claimantEmail: vendor.email }])
    // Not writable through the API, by the claimant or anyone.
    expect((await rest(payload, 'PATCH', `/claims/${claim.id}`, { token: vendor.token, body: { claimantEmail: 'forged@evil.test' } })).status).toBe(403)
    expect(await claimsOf(claim.tool as number)).toMatchObject([{ claimantEmail: vendor.email }])
  })

  it('copies the owner’s e-mail onto an edit proposal for the editor, and clears it when the proposal loses its account', async () => {
    const { vendor, tool, claim } = await provedClaim()
    const editor = await account(['editor'])
    expect((await rest(payload, 'POST', `/claims/${claim.id}/approve`, { token: editor.token, body: {} })).status).toBe(200)
    const form = await ownerEditForm(payload, vendor.id, tool.slug!)
    expect(await as(vendor, () => proposeEdit({ ...form!.values, description: 'Finds people.', proposedByEmail: 'forged@evil.test' }))).toMatchObject({ ok: true })
    const { docs } = await payload.find({ collection: 'change-proposals', where: { tool: { equals: tool.id } }, depth: 0, overrideAccess: true })
    const proposal = docs[0]!
    expect(proposal).toMatchObject({ proposedBy: vendor.id, proposedByEmail: vendor.email })

    const read = await rest(payload, 'GET', `/change-proposals/${proposal.id}`, { token: editor.token })
    expect(await read.json()).toMatchObject({ proposedByEmail: vendor.email })

    // What deleting the account does to its decided edits: they stay, without the account.
    await payload.update({ collection: 'change-proposals', id: proposal.id, data: { proposedBy: null }, overrideAccess: true })
    expect(await payload.findByID({ collection: 'change-proposals', id: proposal.id, overrideAccess: true })).toMatchObject({ proposedBy: null, proposedByEmail: null, proposedByName: null })
  })

  it('the migration fills in the copy on claims and proposals filed before it', async () => {
    const vendor = await namedVendor('Grace Backfill')
    const { claim } = await provedClaim()
    const db = await sqlFor(payload)
    const proposal = await payload.create({
      collection: 'change-proposals',
      data: { summary: 'Backfill', tool: typeof claim.tool === 'object' ? claim.tool.id : claim.tool, changes: [], source: 'owner', proposedBy: vendor.id, detectedAt: new Date().toISOString(), status: 'pending' },
      overrideAccess: true,
    })
    await db.execute(sql`UPDATE claims SET claimant_email = NULL, claimant_name = NULL, claimant_id = ${vendor.id} WHERE id = ${claim.id}`)
    await db.execute(sql`UPDATE change_proposals SET proposed_by_email = NULL, proposed_by_name = NULL WHERE id = ${proposal.id}`)
    expect(await payload.findByID({ collection: 'claims', id: claim.id, overrideAccess: true })).toMatchObject({ claimantEmail: null })
    expect(await payload.findByID({ collection: 'change-proposals', id: proposal.id, overrideAccess: true })).toMatchObject({ proposedByEmail: null })

    await backfillAccountSnapshots({ db })
    expect(await payload.findByID({ collection: 'claims', id: claim.id, overrideAccess: true })).toMatchObject({ claimantEmail: vendor.email, claimantName: 'Grace Backfill' })
    expect(await payload.findByID({ collection: 'change-proposals', id: proposal.id, overrideAccess: true })).toMatchObject({ proposedByEmail: vendor.email, proposedByName: 'Grace Backfill' })
  })
})
