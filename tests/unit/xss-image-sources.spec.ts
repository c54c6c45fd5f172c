import { describe, expect, it } from 'vitest'

import { screenshotSource } from '@/components/tools/tool-facts'
import { resolveLogo } from '@/domains/directory/logo'
import { safeHref, sameSitePath } from '@/platform/text/safe-href'

import { isAllowedAddress, UNSAFE_URLS } from '../helpers/xss-payloads'

describe('addresses a vendor or editor typed', () => {
  it.each(UNSAFE_URLS.map((url) => [url]))('never make %j a logo, screenshot or link', (url) => {
    expect(resolveLogo({ logo: url })).toBeNull()
    expect(resolveLogo({ localLogoPath: url, logo: 'https://cdn.example/logo.png' })).toBe('https://cdn.example/logo.png')
    expect(screenshotSource({ screenshot: null, screenshotUrl: url })).toBeNull()
    expect(safeHref(url, { tel: true })).toBeNull()
  })

  it('keep http(s), mail, phone and same-site addresses', () => {
    expect(resolveLogo({ localLogoPath: 'tool-logos/1/logo.png' })).toBe('/tool-logos/1/logo.png')
    expect(resolveLogo({ logo: 'https://cdn.example/logo.png' })).toBe('https://cdn.example/logo.png')
    expect(screenshotSource({ screenshot: null, screenshotUrl: '/api/media/file/shot.png' })).toBe('/api/media/file/shot.png')
    expect(safeHref('mailto:sales@vendor.example')).toBe('mailto:sales@vendor.example')
    expect(safeHref('tel:+15551234')).toBeNull()
    expect(safeHref('tel:+15551234', { tel: true })).toBe('tel:+15551234')
    expect(['/full-list', '#pricing', '?q=ats'].map(sameSitePath)).toEqual(['/full-list', '#pricing', '?q=ats'])
    for (const url of ['/full-list', '#pricing', 'https://vendor.example/', 'mailto:a@b.example']) expect(isAllowedAddress(url)).toBe(true)
  })
})
