import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ToolListError } from '@/components/home/tool-list-error'
import { ErrorMessage } from '@/components/layout/error-message'
import { serverErrorText } from '@/platform/ui/server-error-text'

const serverError = Object.assign(new Error('relation "tools" does not exist'), { digest: '2748613057' })
const retry = () => undefined

describe('error states', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('never show a server error message in production, only the digest the log has it under', () => {
    expect(serverErrorText(serverError, true)).toBe('The server could not complete the request (reference 2748613057).')
    expect(serverErrorText(new Error('x'), true)).toBe('The server could not complete the request.')
    expect(serverErrorText(serverError, false)).toBe('relation "tools" does not exist')
  })

  it('the error page says what happened and offers a retry and the way home', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const html = renderToStaticMarkup(createElement(ErrorMessage, { error: serverError, retry }))
    expect(html).toContain('Something went wrong')
    expect(html).toContain('Try again')
    expect(html).toContain('href="/"')
    expect(html).not.toContain('relation')
  })

  it('a failed tool list is titled "Error fetching tools", with the server message', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const html = renderToStaticMarkup(createElement(ToolListError, { error: serverError, retry }))
    expect(html).toContain('Error fetching tools')
    expect(html).toContain('reference 2748613057')
  })
})
