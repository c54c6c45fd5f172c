import { load } from 'cheerio'
import { describe, expect, it } from 'vitest'

import { sponsorshipActiveEmail, sponsorshipEndedEmail, sponsorshipFirstPaymentFailedEmail, sponsorshipPastDueEmail, sponsorshipRejectedEmail } from '@/domains/vendors/mail/sponsorship-mails'
import { vendorEmail } from '@/domains/vendors/mail/vendor-mail-layout'
import { submissionApprovedEmail, submissionPaymentFailedEmail, submissionRejectedEmail } from '@/features/listings/submission-mails'
import { renderMail } from '@/platform/mail/layout'

import { expectInert } from '../helpers/xss-assertions'
import { TEXT_PAYLOADS, UNSAFE_URLS } from '../helpers/xss-payloads'

const site = 'https://hirestack.example'

/** The mail's body checked as a page fragment (its own head holds the frame's meta tags); the title is escaped text. */
function inertBody(html: string) {
  const document = load(html)
  expect(document('head > :not(meta, title)').length).toBe(0)
  return expectInert(document('body').html() ?? '')
}

/** Every mail that carries text a vendor or reviewer wrote: the tool's name and a review reason. */
function vendorMails(toolName: string, reason: string) {
  const base = { toolName, siteUrl: site }
  return [
    submissionApprovedEmail({ ...base, toolUrl: `${site}/tools/x`, charged: 'card' }),
    submissionPaymentFailedEmail({ ...base, reason, updateUrl: `${site}/submit-tool/update-card?token=t` }),
    submissionRejectedEmail({ ...base, reason }),
    sponsorshipActiveEmail({ ...base, plan: 'basic', billing: 'invoice' }),
    sponsorshipRejectedEmail({ ...base, reason }),
    sponsorshipFirstPaymentFailedEmail({ ...base, invoiceUrl: 'https://invoice.stripe.example/i/1' }),
    sponsorshipPastDueEmail(base),
    sponsorshipEndedEmail(base),
  ]
}

describe('mail with vendor-written text', () => {
  it.each(TEXT_PAYLOADS.map((payload) => [payload]))('escapes %j in the HTML and keeps the subject on one line', (payload) => {
    for (const mail of vendorMails(payload, payload)) {
      const $ = inertBody(mail.html)
      // What the reader sees is the text as typed, not markup.
      expect($.root().text().replace(/\s+/g, ' ')).toContain(payload.replace(/\s+/g, ' '))
      expect(mail.subject).not.toMatch(/[\r\n\u2028\u2029]/)
      expect(mail.text).toContain(payload)
    }
  })

  it.each(UNSAFE_URLS.map((url) => [url]))('leaves out a button whose address is %j', (url) => {
    const action = { label: 'Pay the invoice', url }
    for (const mail of [vendorEmail({ subject: 's', heading: 'h', paragraphs: ['p'], action }), renderMail({ subject: 's', preheader: 'p', heading: 'h', paragraphs: ['p'], action })]) {
      const $ = inertBody(mail.html)
      expect($('a').length).toBe(0)
      expect(mail.text).not.toContain(url)
    }
  })

  it('keeps an http(s) button, in the HTML and in the text part', () => {
    const mail = vendorEmail({ subject: 's', heading: 'h', paragraphs: ['p'], action: { label: 'Pay', url: 'https://invoice.stripe.example/i/1?a=1&b=2' } })
    expect(inertBody(mail.html)('a').attr('href')).toBe('https://invoice.stripe.example/i/1?a=1&b=2')
    expect(mail.text).toContain('Pay: https://invoice.stripe.example/i/1?a=1&b=2')
  })
})
