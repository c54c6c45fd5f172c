import { AuthenticationError, NotFound, UnverifiedEmail, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { isPayloadApiError, loginRefusal, validationIssues } from '@/platform/database/payload-errors'

/** An error from another bundled copy of Payload: same fields, a different class. */
function foreign(status: number, message: string, data?: unknown): Error {
  class CopiedAPIError extends Error {
    status = status
    isPublic = true
    data = data
  }
  return new CopiedAPIError(message)
}

describe("Payload's errors, from this chunk's copy of its classes or another's", () => {
  it('tells the login refusals apart', () => {
    for (const [error, kind] of [
      [new AuthenticationError(), 'wrongCredentials'],
      [new UnverifiedEmail({}), 'unverified'],
      [foreign(403, 'Please verify your email before logging in.'), 'unverified'],
      [foreign(401, 'The email or password provided is incorrect.'), 'wrongCredentials'],
    ] as const) {
      expect(loginRefusal(error)).toBe(kind)
    }
    expect(loginRefusal(new Error('Please verify your email before logging in.'))).toBeNull()
    expect(loginRefusal(foreign(500, 'boom'))).toBeNull()
  })

  it('reads the field errors of a ValidationError', () => {
    const issues = [{ path: 'email', message: 'Value must be unique' }]
    expect(validationIssues(new ValidationError({ errors: issues }))).toEqual(issues)
    expect(validationIssues(foreign(400, 'invalid', { errors: issues }))).toEqual(issues)
    expect(validationIssues(new NotFound())).toBeNull()
    expect(validationIssues('not an error')).toBeNull()
  })

  it('separates deliberate refusals from crashes', () => {
    expect(isPayloadApiError(new NotFound())).toBe(true)
    expect(isPayloadApiError(foreign(403, 'Forbidden'))).toBe(true)
    expect(isPayloadApiError(new TypeError('x is undefined'))).toBe(false)
  })
})
