import { describe, expect, it, vi } from 'vitest'

import { clientIp, trustedProxyList, UNKNOWN_CLIENT } from '@/platform/request/client-ip'

const forwardedFor = (value?: string) => new Headers(value === undefined ? {} : { 'x-forwarded-for': value })
const noProxies = trustedProxyList([])
const proxies = trustedProxyList(['10.0.0.0/8', '192.0.2.10', '2001:db8:ffff::/48'])

describe('clientIp with one proxy layer (TRUSTED_PROXIES empty)', () => {
  it('takes the entry the proxy appended, not the one the client wrote', () => {
    expect(clientIp(forwardedFor('1.2.3.4, 198.51.100.7'), noProxies)).toBe('198.51.100.7')
    expect(clientIp(forwardedFor('198.51.100.7'), noProxies)).toBe('198.51.100.7')
    expect(clientIp(forwardedFor(' 203.0.113.1 ,1.2.3.4 ,  198.51.100.7  '), noProxies)).toBe('198.51.100.7')
  })

  it('reads IPv6 and IPv4-mapped addresses', () => {
    expect(clientIp(forwardedFor('1.2.3.4, 2001:db8::7'), noProxies)).toBe('2001:db8::7')
    expect(clientIp(forwardedFor('::ffff:198.51.100.7'), noProxies)).toBe('::ffff:198.51.100.7')
  })
})

describe('clientIp behind trusted proxies', () => {
  it('skips trusted addresses and ranges from the right and stops at the first untrusted one', () => {
    expect(clientIp(forwardedFor('1.2.3.4, 198.51.100.7, 10.1.2.3'), proxies)).toBe('198.51.100.7')
    expect(clientIp(forwardedFor('1.2.3.4, 198.51.100.7, 192.0.2.10, 10.9.9.9'), proxies)).toBe('198.51.100.7')
    expect(clientIp(forwardedFor('2001:db8::7, 2001:db8:ffff::1'), proxies)).toBe('2001:db8::7')
    // A request made by a proxy itself is keyed on the furthest proxy.
    expect(clientIp(forwardedFor('192.0.2.10, 10.1.2.3'), proxies)).toBe('192.0.2.10')
  })

  it('does not skip a trusted-looking address left of an untrusted one (the client wrote it)', () => {
    expect(clientIp(forwardedFor('198.51.100.7, 10.1.2.3, 203.0.113.5'), proxies)).toBe('203.0.113.5')
  })
})

describe('clientIp with a missing or malformed header', () => {
  it('puts every request it cannot place under one shared key', () => {
    for (const value of [undefined, '', ' ', 'unknown', 'forged-value', '1.2.3.4, not-an-ip', '198.51.100.7,', '1.2.3.4:80', '999.1.1.1']) {
      expect(clientIp(forwardedFor(value), noProxies), String(value)).toBe(UNKNOWN_CLIENT)
    }
  })

  it('ignores what is left of the client entry, whatever it is', () => {
    expect(clientIp(forwardedFor('<script>, , 198.51.100.7'), noProxies)).toBe('198.51.100.7')
  })

  it('never trusts another header to name the client', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '1.2.3.4' }), noProxies)).toBe(UNKNOWN_CLIENT)
  })
})

describe('TRUSTED_PROXIES', () => {
  const parse = async (value: string) => {
    vi.resetModules()
    vi.stubEnv('TRUSTED_PROXIES', value)
    try {
      return (await import('@/platform/env')).env.TRUSTED_PROXIES
    } finally {
      vi.unstubAllEnvs()
    }
  }

  it('is a comma-separated list of addresses and CIDR ranges, empty by default', async () => {
    expect(await parse('')).toEqual([])
    expect(await parse(' 10.0.0.0/8 ,192.0.2.10,, 2001:db8::/32 ')).toEqual(['10.0.0.0/8', '192.0.2.10', '2001:db8::/32'])
  })

  it('refuses anything else at start-up', async () => {
    await expect(parse('10.0.0.0/33')).rejects.toThrow(/TRUSTED_PROXIES/)
    await expect(parse('varnish.internal')).rejects.toThrow(/TRUSTED_PROXIES/)
  })
})
