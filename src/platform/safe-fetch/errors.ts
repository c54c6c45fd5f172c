export type CrawlErrorCode =
  | 'invalid_url'
  | 'blocked_host'
  | 'dns_failure'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'http_error'
  | 'unsupported_content'
  | 'network'

/** Codes worth retrying later: the site may answer next time. */
const TRANSIENT: CrawlErrorCode[] = ['timeout', 'network', 'dns_failure']

export class CrawlError extends Error {
  readonly code: CrawlErrorCode
  readonly status?: number

  constructor(code: CrawlErrorCode, message: string, status?: number) {
    super(message)
    this.name = 'CrawlError'
    this.code = code
    this.status = status
  }

  get transient(): boolean {
    return TRANSIENT.includes(this.code) || (this.code === 'http_error' && (this.status ?? 0) >= 500)
  }
}
