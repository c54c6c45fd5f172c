import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'

import type { PrivateHostAllowance } from './address-policy'
import { CrawlError } from './errors'
import { CRAWL_LIMITS, CRAWLER_USER_AGENT } from './limits'
import { resolvePublicHost } from './resolve-host'

export interface SafeFetchOptions {
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  accept?: string
  /** Only tests pass this (or set CRAWLER_ALLOW_PRIVATE_HOSTS) to reach fixture sites on loopback. */
  allowPrivateHosts?: PrivateHostAllowance
  /**
   * false: a redirect is returned as it is (status and `location`) instead of followed, for a
   * caller that follows it itself (the screenshot browser asks again for the new address).
   */
  followRedirects?: boolean
}

export interface FetchedResource {
  url: string
  status: number
  contentType: string
  /** The response headers, one value per name (repeated headers joined), body encoding removed. */
  headers: Record<string, string>
  /** Only with `followRedirects: false`: where a redirect points, resolved against `url`. */
  location?: string
  body: Buffer
}

export function parseHttpUrl(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new CrawlError('invalid_url', `Not a valid URL: ${raw}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CrawlError('invalid_url', `Only http and https URLs can be crawled: ${raw}`)
  }
  if (url.username || url.password) throw new CrawlError('invalid_url', 'URLs with credentials are not crawled')
  return url
}

/** Where a redirect points; a Location that isn't a URL is the site's fault, not a network hiccup. */
function redirectTarget(location: string, from: URL): URL {
  let target: string
  try {
    target = new URL(location, from).href
  } catch {
    throw new CrawlError('invalid_url', `${from.href} redirects to an invalid address`)
  }
  return parseHttpUrl(target)
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase()
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip())
  if (encoding === 'deflate') return response.pipe(zlib.createInflate())
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress())
  return response
}

interface SingleResponse {
  status: number
  location?: string
  contentType: string
  headers: Record<string, string>
  body: Buffer
}

/** Headers that describe the bytes on the wire, not the decoded body handed on. */
const WIRE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'])

function headersOf(response: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || WIRE_HEADERS.has(name)) continue
    headers[name] = Array.isArray(value) ? value.join(name === 'set-cookie' ? '\n' : ', ') : value
  }
  return headers
}

type RequestSettings = Required<Omit<SafeFetchOptions, 'allowPrivateHosts' | 'followRedirects'>>

function requestOnce(url: URL, options: RequestSettings, pinned: LookupFunction, deadline: number): Promise<SingleResponse> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now()
    if (remaining <= 0) return reject(new CrawlError('timeout', `Timed out fetching ${url.href}`))
    const client = url.protocol === 'https:' ? https : http
    let settled = false
    const fail = (error: Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.destroy()
      reject(error)
    }
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup: pinned,
        headers: {
          'user-agent': CRAWLER_USER_AGENT,
          accept: options.accept,
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0
        const contentType = String(response.headers['content-type'] ?? '').toLowerCase()
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume()
          settled = true
          clearTimeout(timer)
          return resolve({ status, location: response.headers.location, contentType, headers: headersOf(response), body: Buffer.alloc(0) })
        }
        const declared = Number(response.headers['content-length'] ?? 0)
        if (declared > options.maxBytes) {
          return fail(new CrawlError('too_large', `Response from ${url.href} is larger than ${options.maxBytes} bytes`))
        }
        const chunks: Buffer[] = []
        let size = 0
        const body = decoded(response)
        body.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBytes) {
            body.destroy()
            return fail(new CrawlError('too_large', `Response from ${url.href} is larger than ${options.maxBytes} bytes`))
          }
          chunks.push(chunk)
        })
        body.on('error', () => fail(new CrawlError('network', `Could not read the response from ${url.href}`)))
        body.on('end', () => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          resolve({ status, contentType, headers: headersOf(response), body: Buffer.concat(chunks) })
        })
      },
    )
    const timer = setTimeout(() => fail(new CrawlError('timeout', `Timed out fetching ${url.href}`)), remaining)
    request.on('error', (error) => {
      if (error instanceof CrawlError) return fail(error)
      fail(new CrawlError('network', `Could not connect to ${url.host}: ${error.message}`))
    })
    request.end()
  })
}

/**
 * GET with the crawler's guard rails: every hop's host resolved and checked (no private,
 * loopback or link-local addresses unless allowed), the socket pinned to the checked address,
 * one deadline for the whole exchange, a decoded-size cap and a redirect cap.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<FetchedResource> {
  const settings = {
    timeoutMs: options.timeoutMs ?? CRAWL_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? CRAWL_LIMITS.maxBytes,
    maxRedirects: options.maxRedirects ?? CRAWL_LIMITS.maxRedirects,
    accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  }
  const deadline = Date.now() + settings.timeoutMs
  let url = parseHttpUrl(rawUrl)
  for (let hop = 0; ; hop += 1) {
    const resolved = await resolvePublicHost(url.hostname, options.allowPrivateHosts)
    const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [{ address: resolved.address, family: resolved.family }])
      else callback(null, resolved.address, resolved.family)
    }
    const response = await requestOnce(url, settings, pinned, deadline)
    const { location, ...resource } = response
    if (location === undefined) {
      if (response.status >= 400) {
        throw new CrawlError('http_error', `${url.href} answered ${response.status}`, response.status)
      }
      return { url: url.href, ...resource }
    }
    const target = redirectTarget(location, url)
    if (options.followRedirects === false) return { url: url.href, ...resource, location: target.href }
    if (hop >= settings.maxRedirects) {
      throw new CrawlError('too_many_redirects', `More than ${settings.maxRedirects} redirects from ${rawUrl}`)
    }
    url = target
  }
}
